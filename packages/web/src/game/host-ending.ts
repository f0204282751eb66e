import { useLingui } from "@lingui/react";
import type { GameEnded } from "@quizdeck/shared/socket-events";

/**
 * The host's words for why their game ended. The players' `game_ended` message speaks of "the host" and thanks them
 * for playing; the host reads the same reason in the second person.
 */
export function useHostEnding(): (ended: Pick<GameEnded, "reason">) => string {
  const { _ } = useLingui();
  return ({ reason }) => {
    switch (reason) {
      case "finished":
        return _("hostEnd.finished");
      case "host":
        return _("hostEnd.byYou");
      case "deadline":
        return _("hostEnd.deadline");
      case "host_away":
        return _("hostEnd.away");
    }
  };
}
