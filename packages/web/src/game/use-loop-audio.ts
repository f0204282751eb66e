import { useCallback, useEffect, useRef, useState } from "react";

const MUTED_KEY = "quizdeck.music-muted";

function storedMuted(): boolean {
  try {
    return localStorage.getItem(MUTED_KEY) === "true";
  } catch {
    return false;
  }
}

/**
 * Looping background music while `playing` (docs/product.md §2 Game screens: it starts only after a user gesture, and a play() the
 * browser refuses is caught; then the music stays off until the listener presses the music button).
 */
export function useLoopAudio(src: string, playing: boolean) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [muted, setMuted] = useState(storedMuted);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const element = new Audio(src);
    element.loop = true;
    element.volume = 0.35;
    element.preload = "none";
    audio.current = element;
    return () => {
      element.pause();
      audio.current = null;
    };
  }, [src]);

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    if (!playing || muted) {
      element.pause();
      return;
    }
    const userHasInteracted = navigator.userActivation?.hasBeenActive ?? true;
    if (!userHasInteracted) {
      setBlocked(true);
      return;
    }
    element.play().then(
      () => setBlocked(false),
      () => setBlocked(true),
    );
  }, [playing, muted]);

  const toggle = useCallback(() => {
    const next = !(muted || blocked);
    setMuted(next);
    setBlocked(false);
    try {
      localStorage.setItem(MUTED_KEY, String(next));
    } catch {
      // private mode: the choice lasts for this page only
    }
    const element = audio.current;
    if (!next && element && playing) {
      element.play().catch(() => setBlocked(true));
    }
  }, [muted, blocked, playing]);

  return { musicOn: !muted && !blocked, toggle };
}
