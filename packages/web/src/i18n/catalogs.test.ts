import fs from "node:fs";
import path from "node:path";
import { setupI18n } from "@lingui/core";
import { cardTypes } from "@quizdeck/shared/card-types";
import { describe, expect, it } from "vitest";
import { messages as appAr } from "../locales/app/ar";
import { messages as appEn } from "../locales/app/en";
import { messages as appEs } from "../locales/app/es";
import { messages as ar } from "../locales/ar";
import { messages as en } from "../locales/en";
import { messages as es } from "../locales/es";
import { messages as laterAr } from "../locales/later/ar";
import { messages as laterEn } from "../locales/later/en";
import { messages as laterEs } from "../locales/later/es";
import { serverTextId } from "./server-texts";

/**
 * Issue 33: every language has every message, and the screens ask only for messages the catalogs have. Each
 * language has three catalogs: the player's (all the join page downloads before the first answer), the game's later
 * screens' and the rest of the app's.
 */
describe("the message catalogs (issue 33)", () => {
  it.each([
    ["player's", "es", es, en],
    ["player's", "ar", ar, en],
    ["later screens'", "es", laterEs, laterEn],
    ["later screens'", "ar", laterAr, laterEn],
    ["app's", "es", appEs, appEn],
    ["app's", "ar", appAr, appEn],
  ])("the %s catalog in %s has every message of English and no other", (_catalog, _language, catalog, english) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(catalog)) {
      expect(JSON.stringify(message).length, id).toBeGreaterThan(4);
    }
  });

  it("has every message id the code asks for", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const files = fs.readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
    const asked = new Set<string>();
    const id =
      /(?:_\(|id=)"([a-zA-Z]+\.[a-zA-Z0-9_.]+|ordinal)"|name: "(shape\.[a-z]+)"|: "(question\.[a-zA-Z]+|result\.[a-zA-Z]+)"|serverText\("([^"]+)"\)/g;
    for (const file of files) {
      if (file.startsWith("locales") || file.endsWith(".test.ts")) continue;
      for (const match of fs.readFileSync(path.join(root, file), "utf8").matchAll(id)) {
        asked.add(match[4] === undefined ? ((match[1] ?? match[2] ?? match[3]) as string) : serverTextId(match[4]));
      }
    }
    // The question screen names a card's type by its id: `cardType.${type}`.
    for (const type of cardTypes) asked.add(`cardType.${type}`);
    expect(asked.size).toBeGreaterThan(100);
    expect([...asked].filter((asked) => !(asked in en) && !(asked in laterEn) && !(asked in appEn))).toEqual([]);
  });

  it("names each server text by a hash of its English wording, so a phone needs no English to translate it", () => {
    const misnamed = Object.entries({ ...en, ...appEn })
      .filter(([id]) => id.startsWith("server."))
      .map(([id, message]) => ({ id, english: message as unknown }))
      .filter(
        ({ id, english }) => !Array.isArray(english) || english.length !== 1 || serverTextId(String(english[0])) !== id,
      )
      .map(
        ({ id, english }) =>
          `${id} → ${Array.isArray(english) ? serverTextId(String(english[0])) : "not a plain text"}`,
      );
    expect(misnamed).toEqual([]);
    expect(serverTextId("This game is full")).toMatch(/^server\.[0-9a-z]+$/);
  });

  it("names each message in one catalog only", () => {
    const ids = [en, laterEn, appEn].flatMap((catalog) => Object.keys(catalog));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("gives Arabic its six plural forms, through Intl", () => {
    const arabic = setupI18n({ locale: "ar", locales: ["ar-u-nu-latn"], messages: { ar } });
    const forms = [0, 1, 2, 3, 11, 100].map((count) => arabic._("lobby.playerCount", { count }));
    expect(new Set(forms).size).toBe(6);
    expect(forms[3]).toBe("3 لاعبين في غرفة الانتظار");
    expect(forms[4]).toBe("11 لاعبًا في غرفة الانتظار");
  });

  it("says a count in Spanish with the word that goes with it", () => {
    const spanish = setupI18n({ locale: "es", messages: { es } });
    expect(spanish._("lobby.playerCount", { count: 1 })).toBe("1 jugador en la sala de espera");
    expect(spanish._("lobby.playerCount", { count: 4 })).toBe("4 jugadores en la sala de espera");
  });
});
