import { useLingui } from "@lingui/react";

/** The mute control of the background music: a toggle button whose pressed state is "music on". */
export function MusicToggle({ musicOn, onToggle }: { musicOn: boolean; onToggle: () => void }) {
  const { _ } = useLingui();
  return (
    <button type="button" className="button button-small game-bar-button" aria-pressed={musicOn} onClick={onToggle}>
      <span aria-hidden="true">{musicOn ? "♪" : "♪̸"}</span> {musicOn ? _("music.on") : _("music.off")}
    </button>
  );
}
