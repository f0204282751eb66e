import { Trans, useLingui } from "@lingui/react";
import type { JoinLookup } from "@quizdeck/shared/games";
import { isJoinCode, normalizeJoinCode } from "@quizdeck/shared/join-code";
import { CONNECTION_LOST } from "@quizdeck/shared/live-notices";
import { type FormEvent, type MouseEvent, useEffect, useEffectEvent, useReducer, useRef, useState } from "react";
import { setAccountLanguage } from "../api/account-language";
import { ApiError, NetworkError } from "../api/client";
import { findGameByCode, joinAsGuest } from "../api/games";
import { focusAfterRender } from "../components/focus-after-render";
import { JoinCodeInput, typedBeforeHydration } from "../components/join-code-input";
import { PageTitle } from "../components/page-title";
import type { Wording } from "../components/use-worded-message";
import { useGuestSession } from "../features/auth/join-session";
import { useSession } from "../features/auth/session-context";
import { createCodeLookup } from "../game/code-lookup";
import { type JoinStep, joinCodeInPath, nicknameProblem, stepAfterLookup, stepForRefusal } from "../game/guest-join";
import { emptyLobby, lobbyReducer, refusal } from "../game/lobby-state";
import { refusalOf } from "../game/refusal";
import { GuestNicknameForm, SignedInOnlyNotice } from "../game/screens/guest-join-steps";
import { LobbyMessages } from "../game/screens/lobby-messages";
import { CONNECT_WAIT_MS, type GameSocket, renewGameSocket, request, whenConnected } from "../game/socket";
import { useGameSocket, useSocketConnected, useSocketEvents } from "../game/use-game-socket";
import { LanguagePicker } from "../i18n/language-picker";
import { AppLink, useNavigation } from "../navigation/navigation";
import { loadPlayerGame } from "../navigation/player-game-chunk";

/** How long a guest coming back to their own game waits for the page's first connection. */
const GUEST_SOCKET_WAIT_MS = 3000;
const CODE_INPUT_ID = "join-code";
/** An empty line that keeps a late line's height. */
const NOT_YET = "\u00a0";
const lookUpJoinCode = createCodeLookup(findGameByCode);

interface JoinedGame {
  gameId: string;
  code: string;
}

function readJoinedGame(state: unknown): JoinedGame | null {
  if (typeof state !== "object" || state === null) return null;
  const { gameId, code } = state as Partial<JoinedGame>;
  return typeof gameId === "string" && typeof code === "string" ? { gameId, code } : null;
}

/** Why a look-up or a guest's join failed, in the server's English words (`serverText` translates them). */
function joinErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof NetworkError)
    return "Something went wrong with the network. Please check your connection and try again.";
  return "Something went wrong";
}

/**
 * /join and /join/lobby: join a game by code, then wait in its lobby (docs/product.md §2 Join screen). Signed out, the
 * code leads to a nickname and a guest session bound to that game (issue 12).
 */
export default function JoinRoute() {
  const { location, navigate } = useNavigation();
  const session = useSession();
  const guestSession = useGuestSession();
  const signedIn = session.status === "authenticated";
  // Until the session check answers, links go where a signed-in user belongs: the app sends a signed-out visitor
  // on from there, whereas /login would send a signed-in one to the dashboard.
  const signedOut = session.status === "unauthenticated";
  const backTo = signedOut ? "/" : "/dashboard";
  // A visitor with neither an account nor a guest seat would be refused a game connection: theirs opens once they
  // have a seat (a nickname's Join), so they send none before.
  const visitor = signedOut && guestSession.guestGameId === null;
  const socket = useGameSocket(session.status !== "loading" && !visitor);
  const connected = useSocketConnected(socket);
  const { _ } = useLingui();
  // A QR code or shared link names the game: /join/{code} (or the older /join?code=…).
  const linkedCode = joinCodeInPath(location.pathname);
  const [code, setCode] = useState(() =>
    normalizeJoinCode(
      typedBeforeHydration(CODE_INPUT_ID) || linkedCode || (new URLSearchParams(location.search).get("code") ?? ""),
    ),
  );
  const [step, setStep] = useState<JoinStep>("code");
  // The game the nickname is for: its code at once, the look-up's answer once it comes (issue 27).
  const [target, setTarget] = useState<{ code: string; game: JoinLookup | null } | null>(null);
  const [nickname, setNickname] = useState("");
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The player's own name in the game, from the server's snapshot: a guest's nickname or the account's name.
  const [yourName, setYourName] = useState<string | null>(null);
  // The history entry of /join/lobby names the game, so a reload joins it again.
  const joined = readJoinedGame(location.state);
  const [lobby, dispatch] = useReducer(lobbyReducer, emptyLobby);

  const say = (wording: Wording, tone: "info" | "error" = "info") => dispatch({ type: "message", say: wording, tone });
  const refuse = (message: string) => dispatch(refusal(message));
  // The code whose nickname step shows while its look-up is still out (issue 27); any step change ends it.
  const awaitingLookup = useRef<string | null>(null);
  const goToStep = (next: JoinStep) => {
    awaitingLookup.current = null;
    dispatch({ type: "clear_error" });
    setStep(next);
  };

  // Change code: the code box comes back, with the keyboard in it.
  const changeCode = () => {
    goToStep("code");
    focusAfterRender(() => document.getElementById(CODE_INPUT_ID));
  };

  const enterLobby = async (game: JoinedGame): Promise<boolean> => {
    if (!socket) return false;
    // A connection still opening (on a network that holds WebSocket, for the 20 s connect timeout) is waited for.
    if (!socket.connected) say(() => _("start.connecting"));
    if (!(await whenConnected(socket, CONNECT_WAIT_MS))) {
      refuse(CONNECTION_LOST);
      return false;
    }
    const reply = await request(socket, "join_lobby", { Game_id: game.gameId });
    if (reply.ok) {
      // A late joiner (issue 11) learns from the snapshot that the game is under way.
      void request(socket, "confirm_connection", { Game_id: game.gameId });
      return true;
    }
    refuse(refusalOf(reply).message);
    navigate("/join", { replace: true });
    return false;
  };
  // A connection that opens while the player goes back carries their leave, and must not take them back in.
  const rejoin = useEffectEvent(() => {
    if (joined && !leaving) void enterLobby(joined);
  });

  useEffect(() => {
    if (socket?.connected) rejoin();
  }, [socket]);

  // A linked code is looked up at once: the player goes straight on to the nickname (or, signed in, the lobby).
  const lookUpLinkedCode = useEffectEvent(() => void lookUp(linkedCode ?? ""));
  const ready = session.status !== "loading" && (visitor || socket !== null);
  useEffect(() => {
    if (ready && linkedCode && !joined) lookUpLinkedCode();
  }, [ready, linkedCode, joined]);

  // A whole code in the box is looked up at once (typed before the script arrived, too): Go then finds the answer.
  const onCodeStep = step === "code" && !joined;
  useEffect(() => {
    const typed = normalizeJoinCode(code);
    if (onCodeStep && isJoinCode(typed)) lookUpJoinCode(typed).catch(() => undefined);
  }, [code, onCodeStep]);

  const backToJoin = (message: string) => {
    navigate("/join", { replace: true });
    dispatch({ type: "reset" });
    setStep("code");
    refuse(message);
  };

  useSocketEvents(socket, {
    connect: rejoin,
    // A guest's cookie ends some time after the game: a reload of the lobby then cannot get back in.
    connect_error: () => {
      if (joined && !signedIn && socket && !socket.active) backToJoin(CONNECTION_LOST);
    },
    player_confirm: ({ Game_id, phase, you }) => {
      if (you) setYourName(you.Username);
      if (phase !== "lobby" && phase !== "ended") navigate(`/join/${Game_id}`);
    },
    init_game_part_1: ({ playerList, playerCount }) =>
      dispatch({ type: "player_list", players: playerList, playerCount }),
    player_joined: ({ joined: arrived, left, playerCount }) =>
      dispatch({ type: "player_joined", joined: arrived, left, playerCount }),
    game_settings: ({ Deck_Title }) => dispatch({ type: "deck_title", title: Deck_Title }),
    game_started: ({ Game_id }) => navigate(`/join/${Game_id}`),
    game_ended: ({ message }) => backToJoin(message),
    removed_from_game: ({ message }) => backToJoin(message),
  });

  /**
   * Going back from the lobby leaves the game, so the host's list stays true. The next page may be a new load, which
   * would drop a leave not yet sent (a connection still opening): it waits for the server's answer.
   */
  const leaveLobby = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!joined || !socket) return;
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    void request(socket, "leave_game", { Game_id: joined.gameId }).then(() => navigate(backTo));
  };

  const inLobby = (entry: JoinedGame) => {
    // The first question must not wait for its screen: it downloads while the player waits for the host.
    void loadPlayerGame();
    say(() => _("join.joinedGame", { code: entry.code }));
    navigate("/join/lobby", { state: entry });
  };

  /**
   * A guest's join on a socket that carries their cookie. A refusal shows where it can be fixed: another nickname
   * or another code. `notInGame` is the step for a guest of another game (their cookie is for that one).
   */
  const guestJoin = async (target: GameSocket, entry: JoinedGame, notInGame?: JoinStep): Promise<void> => {
    const reply = await request(target, "join_lobby", { Game_id: entry.gameId });
    if (reply.ok) {
      void request(target, "confirm_connection", { Game_id: entry.gameId });
      inLobby(entry);
      return;
    }
    const refusal = refusalOf(reply);
    if (notInGame && refusal.code === "not_in_game") {
      goToStep(notInGame);
      return;
    }
    goToStep(stepForRefusal(refusal.code));
    refuse(refusal.message);
  };

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    await lookUp(code);
  }

  async function lookUp(typed: string) {
    dispatch({ type: "clear_error" });
    const joinCode = normalizeJoinCode(typed);
    if (!joinCode) {
      say(() => _("join.enterCode"), "error");
      return;
    }
    if (!signedIn && guestSession.guestGameId === null) {
      askNicknameWhileLookingUp(joinCode);
      return;
    }
    setBusy(true);
    try {
      const found = await lookUpJoinCode(joinCode);
      const entry = { gameId: String(found.Game_id), code: found.Join_Code };
      const next = stepAfterLookup(found, signedIn);
      if (next === "lobby") {
        if (await enterLobby(entry)) inLobby(entry);
        return;
      }
      setTarget({ code: found.Join_Code, game: found });
      // A guest of this game (the session says so) goes straight back in; anyone else picks a nickname at once.
      const guestOfThisGame = guestSession.guestGameId === entry.gameId;
      if (guestOfThisGame && socket && (await whenConnected(socket, GUEST_SOCKET_WAIT_MS))) {
        await guestJoin(socket, entry, next);
      } else {
        goToStep(next);
      }
    } catch (error) {
      refuse(joinErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  /**
   * A new guest names the game by its code (issue 27): the nickname step shows at once and its Join asks for a seat
   * by the code, while the look-up goes on behind it — to say "No game found" or "signed-in players only" early.
   */
  function askNicknameWhileLookingUp(joinCode: string) {
    setTarget({ code: joinCode, game: null });
    goToStep("nickname");
    awaitingLookup.current = joinCode;
    // Its answer counts only while that nickname step is still the one showing.
    const stillAsking = () => awaitingLookup.current === joinCode;
    lookUpJoinCode(joinCode).then(
      (found) => {
        if (!stillAsking()) return;
        setTarget({ code: joinCode, game: found });
        if (!found.Guests_allowed) goToStep("signed_in_only");
      },
      (error) => {
        if (!stillAsking()) return;
        goToStep("code");
        refuse(joinErrorMessage(error));
      },
    );
  }

  async function submitNickname(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: "clear_error" });
    if (!target) return;
    const problem = nicknameProblem(nickname);
    if (problem) {
      refuse(problem);
      return;
    }
    setBusy(true);
    try {
      // By its id once looked up, else by its code: the server looks it up under the same limits.
      const guest = await joinAsGuest(target.game?.Game_id ?? target.code, nickname);
      guestSession.joinedAsGuest(guest.Game_id);
      setYourName(guest.Username);
      // The request seated the guest: they are in the lobby now. The handshake is what reads the cookie, so a new
      // connection carries the guest session; it joins the lobby (rejoin) when it connects.
      renewGameSocket();
      inLobby({ gameId: guest.Game_id, code: target.code });
    } catch (error) {
      const refused = error instanceof ApiError ? stepForRefusal(error.code ?? undefined) : "nickname";
      goToStep(refused);
      if (refused !== "signed_in_only") refuse(joinErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  // The lobby's last line: the player count, known once the connection has joined (the player counts themselves, so
  // 0 is not yet known); until the connection opens, that it is opening, which is where a slow or strict network shows.
  let lobbyCount = NOT_YET;
  if (!connected) lobbyCount = _("start.connecting");
  else if (lobby.playerCount > 0) lobbyCount = _("lobby.playerCount", { count: lobby.playerCount });

  const accountId = session.userId;
  return (
    <div className="page join-page">
      <PageTitle title={_("join.title")} />
      <header className="page-header">
        <h1>{_("join.title")}</h1>
        {/* Signed in, the choice is the account's too, as in Settings (every device the user signs in on speaks it). */}
        <LanguagePicker
          onChosen={accountId ? (language) => void setAccountLanguage(accountId, language).catch(() => {}) : undefined}
        />
      </header>
      {joined ? (
        <section className="panel lobby-waiting" aria-labelledby="join-waiting">
          <p className="game-label">{_("lobby.gameCode")}</p>
          <p className="join-code-display">{joined.code}</p>
          {/* The name and the count come a moment after the lobby is drawn: their lines wait, empty, in their places. */}
          <p className="lobby-you">
            {yourName ? (
              <Trans id="lobby.youAreIn" values={{ name: yourName }} components={{ 0: <strong dir="auto" /> }} />
            ) : (
              NOT_YET
            )}
          </p>
          {lobby.deckTitle ? (
            <p className="lead">
              <Trans id="lobby.deck" values={{ title: lobby.deckTitle }} components={{ 0: <span dir="auto" /> }} />
            </p>
          ) : null}
          <p id="join-waiting" className="waiting-text" role="status">
            {_("lobby.waiting")}
          </p>
          <p className="game-hint">{lobbyCount}</p>
        </section>
      ) : null}
      {!joined && step === "nickname" && target ? (
        <GuestNicknameForm
          joinCode={target.code}
          nickname={nickname}
          error={lobby.error?.() ?? null}
          busy={busy}
          onChange={(value) => {
            setNickname(value);
            dispatch({ type: "clear_error" });
          }}
          onSubmit={submitNickname}
          onChangeCode={changeCode}
        />
      ) : null}
      {!joined && step === "signed_in_only" ? (
        <SignedInOnlyNotice joinCode={target?.code} onChangeCode={changeCode} />
      ) : null}
      {!joined && step === "code" ? (
        <form className="panel join-form" onSubmit={submitCode} aria-labelledby="join-code-heading" noValidate>
          <h2 id="join-code-heading" className="join-form-heading">
            {_("join.codeHeading")}
          </h2>
          <div className="field">
            <label htmlFor={CODE_INPUT_ID}>{_("join.codeLabel")}</label>
            <JoinCodeInput
              id={CODE_INPUT_ID}
              value={code}
              onChange={(typed) => {
                setCode(typed);
                dispatch({ type: "clear_error" });
              }}
            />
          </div>
          <div className="join-actions">
            <button type="submit" className="button button-primary" disabled={busy || !ready}>
              {_("join.go")}
            </button>
            <AppLink className="button button-secondary" to={signedOut ? "/login" : "/host/start"}>
              {_("join.host")}
            </AppLink>
          </div>
        </form>
      ) : null}
      <div className="panel">
        <LobbyMessages lobby={lobby} showError={joined !== null || step !== "nickname"} />
      </div>
      <AppLink
        className="button button-secondary"
        to={backTo}
        onClick={leaveLobby}
        aria-disabled={leaving || undefined}
      >
        {leaving ? _("join.leaving") : _("join.goBack")}
      </AppLink>
    </div>
  );
}
