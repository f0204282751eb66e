import { describe, expect, it } from "vitest";
import { emptyLobby, LOBBY_MESSAGE_LIMIT, type LobbyAction, lobbyReducer, refusal } from "./lobby-state";

const ann = { User_id: "1", Username: "Ann" };
const ben = { User_id: "2", Username: "Ben" };
const run = (...actions: LobbyAction[]) => actions.reduce(lobbyReducer, emptyLobby);

describe("lobby state", () => {
  it("takes the initial player list", () => {
    expect(run({ type: "player_list", players: [ann], playerCount: 1 })).toMatchObject({
      players: [ann],
      playerCount: 1,
    });
  });

  it("adds joined players once and announces them", () => {
    const view = run(
      { type: "player_list", players: [ann], playerCount: 1 },
      { type: "player_joined", joined: [ann, ben], left: [], playerCount: 2 },
    );
    expect(view.players).toEqual([ann, ben]);
    expect(view.playerCount).toBe(2);
    expect(view.messages.map((message) => message.say())).toEqual(["\u2068Ben\u2069 joined the game"]);
  });

  it("removes players who left and announces them by name", () => {
    const view = run(
      { type: "player_joined", joined: [ann, ben], left: [], playerCount: 2 },
      { type: "player_joined", joined: [], left: ["1"], playerCount: 1 },
    );
    expect(view.players).toEqual([ben]);
    expect(view.messages.at(-1)?.say()).toBe("\u2068Ann\u2069 left the game");
  });

  it("a player who joined and left within one batch stays out (a removed player is not brought back)", () => {
    // The host hears its own batches and the room's once-a-second one: the room's may repeat an older join.
    const view = run(
      { type: "player_joined", joined: [ann, ben], left: [], playerCount: 2 },
      { type: "player_joined", joined: [], left: ["1"], playerCount: 1 },
      { type: "player_joined", joined: [ann], left: ["1"], playerCount: 1 },
    );
    expect(view.players).toEqual([ben]);
  });

  it("Start Game waits for the host permission", () => {
    expect(run().canStartGame).toBe(false);
    expect(run({ type: "host_permissions", canStartGame: true }).canStartGame).toBe(true);
  });

  it("keeps messages with unique ids, the newest last, at most a limit", () => {
    const many = Array.from(
      { length: LOBBY_MESSAGE_LIMIT + 5 },
      (_, n): LobbyAction => ({
        type: "message",
        say: () => `m${n}`,
      }),
    );
    const view = run(...many);
    expect(view.messages).toHaveLength(LOBBY_MESSAGE_LIMIT);
    expect(view.messages.at(-1)?.say()).toBe(`m${LOBBY_MESSAGE_LIMIT + 4}`);
    expect(new Set(view.messages.map((message) => message.id)).size).toBe(LOBBY_MESSAGE_LIMIT);
  });

  it("shows an error once, in its own place (not in the log), the newest replacing the last", () => {
    const view = run(
      { type: "message", say: () => "Please enter a join code", tone: "error" },
      { type: "message", say: () => "No game found with that code", tone: "error" },
    );
    expect(view.error?.()).toBe("No game found with that code");
    expect(view.messages).toEqual([]);
  });

  it("a server's refusal is the one error shown, in its words", () => {
    const view = run(refusal("That game has already ended"));
    expect(view.error?.()).toBe("That game has already ended");
    expect(view.messages).toEqual([]);
  });

  it("an error goes when it no longer applies", () => {
    const view = run(
      { type: "message", say: () => "Please enter a join code", tone: "error" },
      { type: "clear_error" },
    );
    expect(view.error).toBeNull();
    expect(run({ type: "message", say: () => "Boom", tone: "error" }, { type: "reset" }).error).toBeNull();
  });

  it("reset empties the lobby (the host's End Game)", () => {
    const view = run(
      { type: "player_joined", joined: [ann], left: [], playerCount: 1 },
      { type: "host_permissions", canStartGame: true },
      { type: "deck_title", title: "Capitals" },
      { type: "reset" },
    );
    expect(view).toEqual(emptyLobby);
  });
});
