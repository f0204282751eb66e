import { IMAGE_MAX_BYTES } from "@quizdeck/shared/constants";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  DESKTOP,
  expectNoAxeViolations,
  expectPath,
  holdResponses,
  newUser,
  PHONE,
  routeNow,
  saveScreenshot,
  setUpE2e,
  topsOf,
  visibleText,
} from "./harness";
import { LoginPage } from "./pages/login-page";
import { Sidebar } from "./pages/sidebar";

const e2e = setUpE2e();

/** A real 1×1 PNG. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function openSettings(page: Page) {
  await page.goto("/settings");
  await page.getByRole("heading", { name: "Username" }).waitFor();
}

function usernameInput(page: Page) {
  return page.getByLabel("New username");
}

async function submitUsername(page: Page, value: string) {
  await usernameInput(page).fill(value);
  await page.getByRole("button", { name: "Change Username" }).click();
}

function pictureInput(page: Page) {
  return page.getByLabel("Picture file");
}

function privacySwitch(page: Page) {
  return page.getByRole("switch", { name: "Private profile" });
}

const failedRequest = /Failed to load resource/;

describe("settings: the page while its parts load", () => {
  test("nothing moves under the pointer as the study settings arrive", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await e2e.newPage(viewport);
      await newUser(page);
      const release = await holdResponses(page, ["**/api/study/settings"]);
      await openSettings(page);
      const below = [
        page.getByRole("heading", { name: "Account" }),
        page.getByRole("button", { name: "Delete Current User Account" }),
      ];
      await page.getByRole("status").filter({ hasText: "Loading your study settings…" }).waitFor();
      const whileLoading = await topsOf(below);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "settings-study-loading");
      release();
      await page.getByLabel("Desired retention").waitFor();
      expect(await topsOf(below), `${viewport.width} px`).toEqual(whileLoading);
      await saveScreenshot(page, "settings-loaded");
    }
  });
});

describe("settings: Change Username (docs/product.md §5, §8)", () => {
  test("empty and short names get their messages and nothing is sent", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    await openSettings(page);
    expect(await usernameInput(page).inputValue()).toBe(user.displayName);

    let sent = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/username")) sent += 1;
    });
    await submitUsername(page, "   ");
    expect(await visibleText(page.getByRole("alert"))).toBe("Username cannot be empty");
    await expectNoAxeViolations(page);
    await submitUsername(page, "  ab  ");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Username must be at least 3 characters");
    expect(sent).toBe(0);
    expect(await usernameInput(page).getAttribute("maxlength")).toBe("20");
  });

  test("a failed update shows the server's message, or the fallback when it gave none", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    e2e.allowConsoleErrors(page, failedRequest);
    await openSettings(page);
    let reply: { status: number; json: unknown } = { status: 409, json: { error: "That name is taken" } };
    await routeNow(page, "**/api/users/*/username", (route) => route.fulfill(reply));
    await submitUsername(page, "Somebody");
    expect(await visibleText(page.getByRole("alert"))).toBe("That name is taken");
    reply = { status: 500, json: {} };
    await submitUsername(page, "Somebody Else");
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Failed to update username. Please try again.");
  });

  test("success says so and the new (trimmed) name shows in the sidebar and profile, also after reload", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await e2e.newPage(viewport);
      const user = await newUser(page);
      await openSettings(page);
      // With the four spaces around it, still within the field's 20 characters (maxLength would cut it).
      const newName = `New${user.displayName}`.slice(0, 16);
      await submitUsername(page, `  ${newName}  `);
      // The study settings' "Loading…" is a status too, and may still be on screen.
      const updated = page.getByRole("status").filter({ hasText: "Username updated successfully!" });
      expect(await visibleText(updated)).toBe("Username updated successfully!");
      expect(await usernameInput(page).inputValue()).toBe(newName);
      // Busy while it saved, the button kept the focus: a keyboard user's next Tab goes on from it.
      const button = page.getByRole("button", { name: "Change Username" });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, "settings-username-updated");

      await page.reload();
      const sidebar = new Sidebar(page);
      if (viewport === PHONE) await sidebar.menuButton.click();
      expect(await visibleText(page.getByText(`Signed in as ${newName}`))).toBeTruthy();
      await page.goto(`/profile/${user.id}`);
      expect(await visibleText(page.getByRole("heading", { level: 1 }))).toBe(newName);
    }
  });
});

describe("settings: Change Profile Picture (docs/product.md §5, §8)", () => {
  test("wrong types and too-large files are refused before upload", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    await openSettings(page);
    let uploads = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/profile-pic")) uploads += 1;
    });

    await pictureInput(page).setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    expect(await visibleText(page.getByRole("alert"))).toBe("Only JPG, JPEG, and PNG files are allowed.");
    await expectNoAxeViolations(page);

    // A real picture clears the message; then one named like a picture whose bytes are not one brings it back.
    await pictureInput(page).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: tinyPng });
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
    await pictureInput(page).setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("hello") });
    await page.getByRole("button", { name: "Change Profile Picture" }).click();
    expect(await visibleText(page.getByRole("alert"))).toBe("Only JPG, JPEG, and PNG files are allowed.");
    // A PNG whose bytes are damaged after its header: the browser cannot draw it, so it is not sent.
    const damaged = Buffer.concat([tinyPng.subarray(0, 33), Buffer.alloc(100, 7)]);
    await pictureInput(page).setInputFiles({ name: "damaged.png", mimeType: "image/png", buffer: damaged });
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("This image file could not be read. It may be damaged: please choose another.");

    const large = Buffer.concat([tinyPng, Buffer.alloc(IMAGE_MAX_BYTES)]);
    await pictureInput(page).setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: large });
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("File size must be under 2MB.");
    await page.getByRole("button", { name: "Change Profile Picture" }).click();
    expect(await page.getByRole("alert").textContent()).toBe("File size must be under 2MB.");
    expect(uploads).toBe(0);
  });

  test("a PNG is previewed, uploaded, and then shown on the profile", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    await openSettings(page);
    const picture = page.getByRole("img", { name: `${user.displayName}'s profile picture` });
    expect(await picture.evaluate((element) => element.tagName)).toBe("SPAN");

    await pictureInput(page).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: tinyPng });
    await page.getByText("Preview of your new picture").waitFor();
    expect(await picture.getAttribute("src")).toMatch(/^blob:/);
    await page.getByRole("button", { name: "Change Profile Picture" }).click();
    const uploaded = page.getByRole("status").filter({ hasText: "Upload successful!" });
    expect(await visibleText(uploaded)).toBe("Upload successful!");
    await expect.poll(() => picture.getAttribute("src")).toMatch(/^\/api\/images\//);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "settings-picture-uploaded");

    await page.goto(`/profile/${user.id}`);
    const shown = page.getByRole("img", { name: `${user.displayName}'s profile picture` });
    await expect.poll(() => shown.getAttribute("src")).toMatch(/^\/api\/images\//);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  });

  test("Remove Picture takes the picture away: the initial shows again, here and on the profile", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    await openSettings(page);
    const remove = page.getByRole("button", { name: "Remove Picture" });
    // Nothing to remove yet.
    expect(await remove.count()).toBe(0);
    await pictureInput(page).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: tinyPng });
    // A chosen file is a preview, not the picture: Remove waits until it is uploaded.
    expect(await remove.count()).toBe(0);
    await page.getByRole("button", { name: "Change Profile Picture" }).click();
    await remove.waitFor();
    await remove.click();
    const removed = page.getByRole("status").filter({ hasText: "Profile picture removed." });
    expect(await visibleText(removed)).toBe("Profile picture removed.");
    const picture = page.getByRole("img", { name: `${user.displayName}'s profile picture` });
    await expect.poll(() => picture.evaluate((element) => element.tagName)).toBe("SPAN");
    expect(await remove.count()).toBe(0);
    // The keyboard stays in the form: on the file input, to choose another.
    expect(await pictureInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "settings-picture-removed");

    await page.goto(`/profile/${user.id}`);
    const shown = page.getByRole("img", { name: `${user.displayName}'s profile picture` });
    expect(await shown.evaluate((element) => element.tagName)).toBe("SPAN");
  });

  test("an upload the server refuses says Upload failed. with the server's reason", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    e2e.allowConsoleErrors(page, failedRequest);
    await openSettings(page);
    await routeNow(page, "**/api/users/*/profile-pic", (route) =>
      route.fulfill({ status: 415, json: { error: "Only JPG, JPEG, and PNG files are allowed." } }),
    );
    await pictureInput(page).setInputFiles({ name: "me.png", mimeType: "image/png", buffer: tinyPng });
    await page.getByRole("button", { name: "Change Profile Picture" }).click();
    expect(await visibleText(page.getByRole("alert"))).toBe(
      "Upload failed. Only JPG, JPEG, and PNG files are allowed.",
    );
  });
});

describe("settings: Change Profile Status", () => {
  test("the switch makes the profile private for others and public again", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    const visitor = await e2e.newPage(PHONE);
    await newUser(visitor);
    await openSettings(page);

    const toggle = privacySwitch(page);
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    expect(await toggle.textContent()).toBe("Public");
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
    expect(await toggle.textContent()).toBe("Private");
    // Busy while the change is saved, the switch keeps the keyboard's focus (a disabled one drops it to the page).
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "settings-private");

    await visitor.goto(`/profile/${user.id}`);
    expect(await visibleText(visitor.getByText("User profile is private."))).toBeTruthy();
    expect(await visitor.getByText("Top Wins").count()).toBe(0);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
    await visitor.reload();
    await visitor.getByText("Top Wins").waitFor();
    expect(await visitor.getByText("User profile is private.").count()).toBe(0);

    await page.reload();
    await expect.poll(() => privacySwitch(page).getAttribute("aria-checked")).toBe("false");
  });

  test("a failed change says Error: with the server's message, or Update failed", async () => {
    const page = await e2e.newPage();
    await newUser(page);
    e2e.allowConsoleErrors(page, failedRequest);
    await openSettings(page);
    let reply: { status: number; json: unknown } = { status: 400, json: { error: "Privacy must be true or false" } };
    await routeNow(page, "**/api/users/*/privacy", (route) => route.fulfill(reply));
    await privacySwitch(page).click();
    expect(await visibleText(page.getByRole("alert"))).toBe("Error: Privacy must be true or false");
    expect(await privacySwitch(page).getAttribute("aria-checked")).toBe("false");
    reply = { status: 500, json: {} };
    await privacySwitch(page).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("Error: Update failed");
  });
});

describe("settings: Delete Current User Account", () => {
  test("cancel keeps the account; confirm deletes it, shows the message on / and the login no longer works", async () => {
    const page = await e2e.newPage();
    const user = await newUser(page);
    await openSettings(page);
    const deleteButton = page.getByRole("button", { name: "Delete Current User Account" });
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });

    await deleteButton.click();
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "settings-delete-dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => deleteButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await deleteButton.click();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.reload();
    await page.getByRole("heading", { name: "Username" }).waitFor();

    await deleteButton.click();
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    // A full page load follows, whose own "Loading" status comes first.
    const notice = page.getByRole("status").filter({ hasText: "Your account has been deleted." });
    expect(await visibleText(notice)).toBe("Your account has been deleted.");
    await expectPath(page, "/");
    await page.getByRole("link", { name: "Login" }).waitFor();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "settings-account-deleted");

    e2e.allowConsoleErrors(page, failedRequest);
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(user.email, user.password);
    expect(await visibleText(login.alert)).toBe("Incorrect email or password");
  });

  test("a failed deletion says Error: with the server's message inside the dialog", async () => {
    const page = await e2e.newPage(PHONE);
    await newUser(page);
    e2e.allowConsoleErrors(page, failedRequest);
    await openSettings(page);
    let reply: { status: number; json: unknown } = { status: 500, json: { error: "Database unavailable" } };
    await routeNow(page, "**/api/auth/deleteaccount", (route) => route.fulfill(reply));
    await page.getByRole("button", { name: "Delete Current User Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete Account" });
    await confirm.click();
    expect(await visibleText(dialog.getByRole("alert"))).toBe("Error: Database unavailable");
    // The button that was at work still has the focus: Enter tries again, Tab reaches Cancel.
    expect(await confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, "settings-delete-failed");
    reply = { status: 500, json: {} };
    await confirm.click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("Error: Failed to delete account");
    await expectPath(page, "/settings");
  });

  test("signed out, /settings goes to the landing page", async () => {
    const page = await e2e.newPage();
    await page.goto("/settings");
    await expectPath(page, "/");
  });
});
