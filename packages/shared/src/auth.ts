import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { usernameSchema } from "./users";

/** Returns the first password rule of SPEC.md §5 that `password` breaks, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (!/[A-Z]/.test(password)) return "Password must contain an uppercase letter";
  if (!/[a-z]/.test(password)) return "Password must contain a lowercase letter";
  if (!/[0-9]/.test(password)) return "Password must contain a number";
  if (!/[^A-Za-z0-9]/.test(password)) return "Password must contain a special character";
  return null;
}

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, { error: "Email is required" })
  .max(EMAIL_MAX_LENGTH, { error: "Email is too long" })
  .pipe(z.email({ error: "Please enter a valid email address" }));

export const passwordSchema = z
  .string({ error: "Password is required" })
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
  email: z.string({ error: "Email is required" }).trim().min(1, { error: "Email is required" }).max(EMAIL_MAX_LENGTH),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(PASSWORD_MAX_LENGTH, { error: "Incorrect email or password" }),
});
export type LoginBody = z.infer<typeof loginBody>;
