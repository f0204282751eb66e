import { messages } from "@quizdeck/shared/messages";
import { describe, expect, it } from "vitest";
import {
  COUNTDOWN_MS,
  chooseSettings,
  drainLobbyChanges,
  endGame,
  joinGame,
  kickPlayer,
  leaveGame,
  snapshotFor,
  submitAnswer,
} from "./engine";
import { at, atFirstQuestion, correctShown, HOST, lobbyWith, refusalOf } from "./test-game";

const guest = (userId: string, username: string) => ({ userId, username, guest: true });

/** Issue 12: guests join with a nickname; the host decides whether they may, and a game has a cap. */
describe("guests in the engine (issue 12)", () => {
  it("lets a guest join with a free nickname and marks them as a guest in every list", () => {
    const state = lobbyWith(["a"]);
    drainLobbyChanges(state);
    joinGame(state, guest("g1", "Zoë"));
    expect(drainLobbyChanges(state)?.payload.joined).toEqual([{ User_id: "g1", Username: "Zoë", Guest: true }]);
    expect(snapshotFor(state, "g1", 0).players).toContainEqual({ User_id: "a", Username: "name-a" });
    expect(snapshotFor(state, "g1", 0).players).toContainEqual({ User_id: "g1", Username: "Zoë", Guest: true });
  });

  it("seats a guest whose socket is not there yet as away, and their socket's join brings them in (issue 27)", () => {
    const state = lobbyWith(["a"]);
    joinGame(state, { ...guest("g1", "Zoë"), offline: true });
    expect(snapshotFor(state, HOST, at(1).now).players).toContainEqual({ User_id: "g1", Username: "Zoë", Guest: true });
    expect(state.players.get("g1")?.connected).toBe(false);
    joinGame(state, guest("g1", "Zoë"));
    expect(state.players.get("g1")?.connected).toBe(true);
  });

  it("refuses a nickname any player of the game has, whatever its case, and frees it when they leave", () => {
    const state = lobbyWith(["a"]);
    joinGame(state, guest("g1", "Zoë"));
    const taken = { code: "nickname_taken", message: messages.nicknameTaken };
    expect(refusalOf(() => joinGame(state, guest("g2", "ZOË")))).toEqual(taken);
    expect(refusalOf(() => joinGame(state, guest("g3", "NAME-A")))).toEqual(taken);
    // The same guest coming back is a rejoin, not a new nickname.
    expect(refusalOf(() => joinGame(state, guest("g1", "Zoë")))).toBeNull();
    leaveGame(state, "g1", at(1));
    expect(refusalOf(() => joinGame(state, guest("g2", "zoë")))).toBeNull();
  });

  it("refuses a nickname that reads as the host's name: nobody plays as the teacher", () => {
    const state = lobbyWith(["a"]);
    const taken = { code: "nickname_taken", message: messages.nicknameTaken };
    expect(refusalOf(() => joinGame(state, guest("g1", "HOST")))).toEqual(taken);
    // A Cyrillic о, which reads as a Latin o.
    expect(refusalOf(() => joinGame(state, guest("g1", "H\u043Est")))).toEqual(taken);
    expect(refusalOf(() => joinGame(state, guest("g1", "Hostess")))).toBeNull();
  });

  it("keeps a name taken while another signed-in player with it stays", () => {
    const state = lobbyWith([]);
    joinGame(state, { userId: "u1", username: "Sam" });
    joinGame(state, { userId: "u2", username: "sam" });
    leaveGame(state, "u1", at(1));
    expect(refusalOf(() => joinGame(state, guest("g1", "SAM")))?.code).toBe("nickname_taken");
    leaveGame(state, "u2", at(2));
    expect(refusalOf(() => joinGame(state, guest("g1", "SAM")))).toBeNull();
  });

  it("refuses guests when the host allows signed-in players only, and still lets accounts in", () => {
    const state = lobbyWith(["a"]);
    chooseSettings(state, HOST, { ...state.settings, allowGuests: false }, at(0));
    expect(snapshotFor(state, HOST, 0).settings.allowGuests).toBe(false);
    expect(refusalOf(() => joinGame(state, guest("g1", "Zoë")))).toEqual({
      code: "signed_in_only",
      message: messages.signedInOnly,
    });
    expect(refusalOf(() => joinGame(state, { userId: "b", username: "Ben" }))).toBeNull();
  });

  it("says the game is full at its cap, for guests and accounts alike, but lets a player back in", () => {
    const state = lobbyWith(["a", "b"]);
    state.playerCap = 2;
    const full = { code: "game_full", message: messages.gameFull };
    expect(refusalOf(() => joinGame(state, guest("g1", "Zoë")))).toEqual(full);
    expect(refusalOf(() => joinGame(state, { userId: "c", username: "Cat" }))).toEqual(full);
    expect(refusalOf(() => joinGame(state, { userId: "a", username: "name-a" }))).toBeNull();
  });

  it("keeps a removed guest's nickname out, even from a new guest session", () => {
    const state = lobbyWith(["a"]);
    joinGame(state, guest("g1", "Prank"));
    kickPlayer(state, HOST, "g1", at(1));
    const removed = { code: "removed", message: messages.removedFromGame };
    expect(refusalOf(() => joinGame(state, guest("g1", "Prank")))).toEqual(removed);
    expect(refusalOf(() => joinGame(state, guest("g2", "prank")))).toEqual(removed);
  });

  it("compares nicknames as people read them: look-alike letters and fullwidth forms are the same name", () => {
    const state = lobbyWith([]);
    joinGame(state, guest("g1", "Ana"));
    const taken = { code: "nickname_taken", message: messages.nicknameTaken };
    expect(refusalOf(() => joinGame(state, guest("g2", "Аna")))).toEqual(taken); // Cyrillic А
    expect(refusalOf(() => joinGame(state, guest("g3", "Ａｎａ")))).toEqual(taken); // fullwidth
    joinGame(state, { userId: "u1", username: "Zoë" });
    expect(refusalOf(() => joinGame(state, guest("g4", "ZOE\u0308")))).toEqual(taken);
    leaveGame(state, "g1", at(1));
    expect(refusalOf(() => joinGame(state, guest("g2", "Аna")))).toBeNull();
  });

  it("keeps a removed guest's name out in look-alike spellings too", () => {
    const state = lobbyWith(["a"]);
    joinGame(state, guest("g1", "Zed"));
    kickPlayer(state, HOST, "g1", at(1));
    const removed = { code: "removed", message: messages.removedFromGame };
    // Cyrillic е, fullwidth, capitals.
    for (const [n, name] of ["Zеd", "Ｚｅｄ", "ZED"].entries()) {
      expect(
        refusalOf(() => joinGame(state, guest(`g${n + 2}`, name))),
        name,
      ).toEqual(removed);
    }
  });

  it("bars a removed account's name for guests of that game, and the account itself", () => {
    const state = lobbyWith([]);
    joinGame(state, { userId: "u1", username: "Zed" });
    kickPlayer(state, HOST, "u1", at(1));
    const removed = { code: "removed", message: messages.removedFromGame };
    expect(refusalOf(() => joinGame(state, guest("g1", "Zed")))).toEqual(removed);
    expect(refusalOf(() => joinGame(state, guest("g2", "Zеd")))).toEqual(removed);
    expect(refusalOf(() => joinGame(state, { userId: "u1", username: "Zed" }))).toEqual(removed);
    // Usernames are not unique: another account called Zed is another person, and still welcome.
    expect(refusalOf(() => joinGame(state, { userId: "u2", username: "Zed" }))).toBeNull();
  });

  it("hands the results out with each guest marked, so only accounts get stats", () => {
    const state = atFirstQuestion(["a"]);
    joinGame(state, guest("g1", "Zoë"));
    submitAnswer(state, "a", correctShown(state), at(COUNTDOWN_MS + 1));
    const { results } = endGame(state, HOST);
    expect(results?.players).toEqual([
      { userId: "a", score: expect.any(Number), rank: 1, won: true, guest: false },
      { userId: "g1", score: 0, rank: 2, won: false, guest: true },
    ]);
  });
});
