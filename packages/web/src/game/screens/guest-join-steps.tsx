import { Trans, useLingui } from "@lingui/react";
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from "@quizdeck/shared/constants";
import { type FormEvent, useLayoutEffect, useRef } from "react";
import { serverText } from "../../i18n/server-texts";
import { loginToJoin } from "../../navigation/login-link";
import { AppLink } from "../../navigation/navigation";

/** Issue 12: a signed-out player's nickname for this game, then Join. */
export function GuestNicknameForm({
  joinCode,
  nickname,
  error,
  busy,
  onChange,
  onSubmit,
  onChangeCode,
}: {
  joinCode: string;
  nickname: string;
  /** The one error of the step (a rule, the server's refusal), shown under the field. */
  error: string | null;
  busy: boolean;
  onChange: (nickname: string) => void;
  onSubmit: (event: FormEvent) => void;
  onChangeCode: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { _ } = useLingui();
  // The step replaces the code form: the keyboard goes on where the typing is.
  useLayoutEffect(() => input.current?.focus(), []);
  return (
    <form className="panel join-form" onSubmit={onSubmit} noValidate aria-labelledby="join-nickname-title">
      <h2 id="join-nickname-title">
        <Trans
          id="guest.gameHeading"
          values={{ code: joinCode }}
          components={{ 0: <span className="join-code-inline" /> }}
        />
      </h2>
      <div className="field">
        <label htmlFor="join-nickname">{_("guest.nickname")}</label>
        <input
          ref={input}
          id="join-nickname"
          name="nickname"
          autoComplete="nickname"
          spellCheck={false}
          maxLength={NICKNAME_MAX_LENGTH}
          aria-describedby={error ? "join-nickname-hint join-nickname-error" : "join-nickname-hint"}
          aria-invalid={error ? true : undefined}
          value={nickname}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id="join-nickname-hint" className="field-hint">
          {_("guest.nicknameHint", { min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH })}
        </p>
        <div role="alert" id="join-nickname-error">
          {error ? <p className="form-error">{error}</p> : null}
        </div>
      </div>
      <div className="join-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {_("guest.join")}
        </button>
        <button type="button" className="button button-secondary" onClick={onChangeCode}>
          {_("guest.changeCode")}
        </button>
      </div>
      <p className="join-account-link">
        <AppLink to={loginToJoin(joinCode)}>{_("guest.logInToJoin")}</AppLink>
      </p>
    </form>
  );
}

/** Issue 12: the host allows signed-in players only, so a signed-out visitor is asked to log in. */
export function SignedInOnlyNotice({ joinCode, onChangeCode }: { joinCode?: string; onChangeCode: () => void }) {
  const { _ } = useLingui();
  return (
    <section className="panel join-form" aria-labelledby="join-signed-in-only">
      <p id="join-signed-in-only" role="status">
        {serverText("This game is only for signed-in players. Log in to join.")}
      </p>
      <div className="join-actions">
        <AppLink className="button button-primary" to={joinCode ? loginToJoin(joinCode) : "/login"}>
          {_("guest.logIn")}
        </AppLink>
        <button type="button" className="button button-secondary" onClick={onChangeCode}>
          {_("guest.changeCode")}
        </button>
      </div>
    </section>
  );
}
