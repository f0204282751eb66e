import { useLingui } from "@lingui/react";
import { isJoinCode, normalizeJoinCode } from "@quizdeck/shared/join-code";
import { type FormEvent, useState } from "react";
import { useNavigation } from "../navigation/navigation";
import { JoinCodeInput, typedBeforeHydration } from "./join-code-input";

/** One box per page (landing, login), so a fixed id: the prerendered landing page's box is found by it. */
const ID = "game-code";

/**
 * Issue 27: "Enter a game code" where a student looks first (the landing and login pages, as kahoot.it opens on
 * one). A code goes to its game's join page, straight to the nickname; anything else to the join page to check it.
 */
export function GameCodeBox() {
  const { navigate } = useNavigation();
  const [code, setCode] = useState(() => typedBeforeHydration(ID));
  const { _ } = useLingui();

  function submit(event: FormEvent) {
    event.preventDefault();
    const joinCode = normalizeJoinCode(code);
    if (isJoinCode(joinCode)) navigate(`/join/${joinCode}`);
    else navigate(joinCode ? `/join?code=${encodeURIComponent(joinCode)}` : "/join");
  }

  return (
    <form className="game-code-box" onSubmit={submit} noValidate>
      <label htmlFor={ID}>{_("join.codeHeading")}</label>
      <div className="game-code-row">
        <JoinCodeInput id={ID} value={code} onChange={setCode} />
        <button type="submit" className="button button-primary">
          {_("codeBox.join")}
        </button>
      </div>
    </form>
  );
}
