import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { DESKTOP, expectNoAxeViolations, expectPath, newUser, saveScreenshot, setUpE2e, TALL_PHONE } from "./harness";
import { LoginPage } from "./pages/login-page";

const e2e = setUpE2e();

async function openSettings(page: Page) {
  await page.goto("/settings");
  await page.getByRole("heading", { name: "Username" }).waitFor();
}

const pageLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Issue 33: the language setting in Settings, kept with the account. */
describe("Settings: Language", () => {
  test("a choice shows at once (a form's message on screen too), is kept with the account, and greets the user in it on another device", async () => {
    const page = await e2e.newPage(DESKTOP);
    const user = await newUser(page);
    await openSettings(page);
    // A form's message already on screen is reworded with the rest of the page.
    await page.getByLabel("New username").fill(`New${user.displayName}`.slice(0, 16));
    await page.getByRole("button", { name: "Change Username" }).click();
    await page.getByRole("status").filter({ hasText: "Username updated successfully!" }).waitFor();
    const picker = page.getByRole("combobox", { name: "Language" });
    expect(await picker.inputValue()).toBe("en");
    await picker.selectOption("es");
    await page.getByRole("heading", { level: 2, name: "Idioma" }).waitFor();
    await page.getByRole("status").filter({ hasText: "Idioma guardado en tu cuenta." }).waitFor();
    await page.getByRole("status").filter({ hasText: "¡Nombre de usuario actualizado!" }).waitFor();
    expect(await page.getByText("Username updated successfully!").count()).toBe(0);
    await page.getByRole("link", { name: "Mazos", exact: true }).waitFor();
    expect(await pageLanguage(page)).toEqual({ lang: "es", dir: "ltr" });
    await saveScreenshot(page, "settings-language-es");
    await expectNoAxeViolations(page);

    // Another device, its browser in English: signing in brings the account's language.
    const laptop = await e2e.newPage(DESKTOP);
    const login = new LoginPage(laptop);
    await login.goto();
    await login.logIn(user.email, user.password);
    await expectPath(laptop, "/dashboard");
    await laptop.getByRole("link", { name: "Mazos", exact: true }).waitFor();
    expect(await pageLanguage(laptop)).toEqual({ lang: "es", dir: "ltr" });
  });

  test("a signed-in user's choice on the join page is kept with the account too, as Settings then says", async () => {
    const phone = await e2e.newPage(TALL_PHONE);
    const user = await newUser(phone);
    await phone.goto("/join");
    const picker = phone.getByLabel("Language");
    await picker.selectOption("es");
    await phone.getByRole("heading", { name: "Unirse a un juego", level: 1 }).waitFor();
    // Another device signing in gets the account's language: the one chosen on the join page.
    const laptop = await e2e.newPage(DESKTOP);
    const login = new LoginPage(laptop);
    await login.goto();
    await login.logIn(user.email, user.password);
    await laptop.getByRole("link", { name: "Mazos", exact: true }).waitFor({ timeout: 20_000 });
    expect(await pageLanguage(laptop)).toEqual({ lang: "es", dir: "ltr" });
  });

  test("Arabic turns the app right to left, and stays so over a reload", async () => {
    const page = await e2e.newPage(TALL_PHONE);
    await newUser(page);
    await openSettings(page);
    await page.getByRole("combobox", { name: "Language" }).selectOption("ar");
    await page.getByRole("heading", { level: 2, name: "اللغة" }).waitFor();
    await page.getByRole("status").filter({ hasText: "حُفظت اللغة في حسابك." }).waitFor();
    expect(await pageLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
    await page.reload();
    await page.getByRole("heading", { level: 2, name: "اللغة" }).waitFor();
    expect(await pageLanguage(page)).toEqual({ lang: "ar", dir: "rtl" });
    // The menu button sits at the inline end: on the left in Arabic.
    const menu = await page.getByRole("button", { name: "القائمة" }).boundingBox();
    expect(menu?.x ?? Number.POSITIVE_INFINITY).toBeLessThan(TALL_PHONE.width / 2);
    await saveScreenshot(page, "settings-language-ar-phone");
    await expectNoAxeViolations(page);
  });
});
