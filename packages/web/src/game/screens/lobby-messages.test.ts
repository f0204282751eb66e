// The lobby's panel is the app catalog's (issue 33).
import "../../i18n/app-messages";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithCatalog } from "../../i18n/render-with-catalog";
import { emptyLobby } from "../lobby-state";
import { LobbyMessages } from "./lobby-messages";

const panel = (lobby: Partial<typeof emptyLobby>, showError?: boolean) =>
  renderWithCatalog(createElement(LobbyMessages, { lobby: { ...emptyLobby, ...lobby }, showError }));

describe("the lobby's messages", () => {
  it("says there are none yet when the log is empty and nothing went wrong", () => {
    expect(panel({})).toContain("No messages yet.");
  });

  it("shows an error alone, not beside “No messages yet.”", () => {
    const html = panel({ error: () => "This game is locked" });
    expect(html).toContain("This game is locked");
    expect(html).not.toContain("No messages yet.");
  });

  it("says there are none yet when the error is shown beside the form instead", () => {
    expect(panel({ error: () => "This game is locked" }, false)).toContain("No messages yet.");
  });

  it("lists the joins and leaves under the error", () => {
    const html = panel({ error: () => "This game is locked", messages: [{ id: 1, say: () => "Joined game ABC123" }] });
    expect(html).toContain("Joined game ABC123");
    expect(html.indexOf("This game is locked")).toBeLessThan(html.indexOf("Joined game ABC123"));
  });
});
