import type { Page } from "playwright-core";

export type SignupLabel = "Email" | "Confirm Email" | "Password" | "Confirm Password" | "Display Name";

export class SignupPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto("/signup");
  }

  field(label: SignupLabel) {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(values: Partial<Record<SignupLabel, string>>) {
    for (const [label, value] of Object.entries(values)) await this.field(label as SignupLabel).fill(value);
  }

  /** Fills every field consistently for one account. */
  fillAccount(account: { email: string; password: string; displayName: string }) {
    return this.fill({
      Email: account.email,
      "Confirm Email": account.email,
      Password: account.password,
      "Confirm Password": account.password,
      "Display Name": account.displayName,
    });
  }

  submit() {
    return this.page.getByRole("button", { name: "Sign Up" }).click();
  }

  get alert() {
    return this.page.getByRole("alert");
  }

  /** The password rule line with this text; its `data-met` says whether it is met. */
  rule(text: string) {
    return this.page.locator(".password-rules li", { hasText: text });
  }
}
