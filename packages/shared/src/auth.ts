import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { withoutControlCharacters } from "./text";
import { usernameSchema } from "./users";

/** Returns the first password rule of docs/product.md §5 that `password` breaks, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (!/[A-Z]/.test(password)) return "Password must contain an uppercase letter";
  if (!/[a-z]/.test(password)) return "Password must contain a lowercase letter";
  if (!/[0-9]/.test(password)) return "Password must contain a number";
  if (!/[^A-Za-z0-9]/.test(password)) return "Password must contain a special character";
  return null;
}

/** Trimmed; a control character (a NUL would reach the database) is refused on signup and login alike. */
const emailText = withoutControlCharacters(z.string({ error: "Email is required" }).trim(), "Email").min(1, {
  error: "Email is required",
});

export const emailSchema = emailText
  .max(EMAIL_MAX_LENGTH, { error: "Email is too long" })
  .pipe(z.email({ error: "Please enter a valid email address" }));

export const passwordSchema = withoutControlCharacters(z.string({ error: "Password is required" }), "Password")
  .min(1, { error: "Password is required" })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const signupBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  display_name: z.string({ error: "Display name is required" }).pipe(usernameSchema),
});
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.object({
  email: emailText.max(EMAIL_MAX_LENGTH),
  // No control-character rule: no stored password holds one, so such a password is simply a failed login.
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(PASSWORD_MAX_LENGTH, { error: "Incorrect email or password" }),
});
export type LoginBody = z.infer<typeof loginBody>;
