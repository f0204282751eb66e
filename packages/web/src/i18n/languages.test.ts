import { describe, expect, it } from "vitest";
import { browserLanguage, cookieLanguage, languageCookie, startingLanguage } from "./languages";

describe("the visitor's language (issue 33)", () => {
  it("is the first of the browser's languages we have, by its primary tag", () => {
    expect(browserLanguage(["es-MX", "en"])).toBe("es");
    expect(browserLanguage(["fr-FR", "ar-EG", "en"])).toBe("ar");
    expect(browserLanguage(["de", "fr"])).toBeNull();
  });

  it("is the choice remembered in the qd_lang cookie, before the browser's", () => {
    expect(startingLanguage("session=abc; qd_lang=ar", ["es-ES"])).toBe("ar");
    expect(cookieLanguage("qd_lang=xx")).toBeNull();
    expect(startingLanguage("qd_lang=xx", ["es-ES"])).toBe("es");
  });

  it("is English when nothing else fits", () => {
    expect(startingLanguage("", ["de-DE"])).toBe("en");
    expect(startingLanguage("", [])).toBe("en");
  });

  it("is remembered for a year on every path of the site", () => {
    expect(languageCookie("es")).toBe("qd_lang=es; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
