import type { Page } from "playwright-core";

export const sidebarLinks = ["Dashboard", "Play", "Decks", "Groups", "Profile", "Settings"] as const;

export class Sidebar {
  constructor(readonly page: Page) {}

  /** Opens the dashboard of the page's signed-in user and waits for the sidebar. */
  static async onDashboard(page: Page): Promise<Sidebar> {
    await page.goto("/dashboard");
    const sidebar = new Sidebar(page);
    await sidebar.nav.waitFor();
    return sidebar;
  }

  get nav() {
    return this.page.getByRole("navigation", { name: "Main" });
  }

  get menuButton() {
    return this.page.getByRole("button", { name: "Menu" });
  }

  link(name: (typeof sidebarLinks)[number]) {
    return this.nav.getByRole("link", { name, exact: true });
  }

  async linkNames() {
    return this.nav.getByRole("link").allTextContents();
  }

  logout() {
    return this.nav.getByRole("button", { name: "Logout" }).click();
  }
}
