/** The lobby's players list and messages (docs/product.md §2 Join screen, Host setup and lobby), from batched joins. */
import type { LobbyPlayer } from "@quizdeck/shared/socket-events";
import type { Wording } from "../components/use-worded-message";
import { i18n } from "../i18n/i18n";
import { isolated } from "../i18n/isolate";
import { serverText } from "../i18n/server-texts";

export const LOBBY_MESSAGE_LIMIT = 50;

/** A message kept as how to word it: a language chosen while it shows rewords it (LobbyMessages). */
export interface LobbyMessage {
  id: number;
  say: Wording;
}

export interface LobbyView {
  players: LobbyPlayer[];
  playerCount: number;
  messages: LobbyMessage[];
  /** The one error shown (issue #11 item 5): the newest, kept out of the log, gone once it no longer applies. */
  error: Wording | null;
  canStartGame: boolean;
  deckTitle: string | null;
  nextMessageId: number;
}

export type LobbyAction =
  | { type: "player_list"; players: LobbyPlayer[]; playerCount: number }
  | { type: "player_joined"; joined: LobbyPlayer[]; left: string[]; playerCount: number }
  | { type: "host_permissions"; canStartGame: boolean }
  | { type: "deck_title"; title: string | null }
  /** Info goes to the log; an error becomes the one error shown. */
  | { type: "message"; say: Wording; tone?: "info" | "error" }
  | { type: "clear_error" }
  | { type: "reset" };

/** The one error shown, in the server's English words (or words of the same kind), translated at each render. */
export const refusal = (englishText: string): LobbyAction => ({
  type: "message",
  say: () => serverText(englishText),
  tone: "error",
});

export const emptyLobby: LobbyView = {
  players: [],
  playerCount: 0,
  messages: [],
  error: null,
  canStartGame: false,
  deckTitle: null,
  nextMessageId: 1,
};

function withMessages(view: LobbyView, wordings: Wording[]): LobbyView {
  if (wordings.length === 0) return view;
  const added = wordings.map((say, offset) => ({ id: view.nextMessageId + offset, say }));
  return {
    ...view,
    messages: [...view.messages, ...added].slice(-LOBBY_MESSAGE_LIMIT),
    nextMessageId: view.nextMessageId + wordings.length,
  };
}

/**
 * A players list after a `player_joined` batch: who is new and who of the known ones left. The server puts each
 * player in a batch once, where they ended up; should a batch name someone in both, leaving wins, so a removed
 * player never comes back by it.
 */
export function mergePlayers(
  players: LobbyPlayer[],
  joined: LobbyPlayer[],
  left: string[],
): { players: LobbyPlayer[]; arrived: LobbyPlayer[]; departed: LobbyPlayer[] } {
  const leaving = new Set(left);
  const stayed = players.filter((player) => !leaving.has(player.User_id));
  const departed = players.filter((player) => leaving.has(player.User_id));
  const known = new Set(stayed.map((player) => player.User_id));
  const arrived = joined.filter((player) => !known.has(player.User_id) && !leaving.has(player.User_id));
  return { players: [...stayed, ...arrived], arrived, departed };
}

export function lobbyReducer(view: LobbyView, action: LobbyAction): LobbyView {
  switch (action.type) {
    case "player_list":
      return { ...view, players: action.players, playerCount: action.playerCount };
    case "player_joined": {
      const { players, arrived, departed } = mergePlayers(view.players, action.joined, action.left);
      const wordings = [
        ...arrived.map((player) => () => i18n._("lobby.joined", { name: isolated(player.Username) })),
        ...departed.map((player) => () => i18n._("lobby.left", { name: isolated(player.Username) })),
      ];
      return withMessages({ ...view, players, playerCount: action.playerCount }, wordings);
    }
    case "host_permissions":
      return { ...view, canStartGame: action.canStartGame };
    case "deck_title":
      return { ...view, deckTitle: action.title };
    case "message":
      return action.tone === "error" ? { ...view, error: action.say } : withMessages(view, [action.say]);
    case "clear_error":
      return { ...view, error: null };
    case "reset":
      return emptyLobby;
  }
}
