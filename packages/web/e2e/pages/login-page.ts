import type { Page } from "playwright-core";

export class LoginPage {
  constructor(readonly page: Page) {}

  goto() {
    return this.page.goto("/login");
  }

  async logIn(email: string, password: string) {
    await this.page.getByLabel("Email", { exact: true }).fill(email);
    await this.page.getByLabel("Password", { exact: true }).fill(password);
    await this.page.getByRole("button", { name: "Log In" }).click();
  }

  get alert() {
    return this.page.getByRole("alert");
  }
}
