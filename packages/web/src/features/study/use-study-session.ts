import type { StudyQueue } from "@quizdeck/shared/study";
import { useMutation } from "@tanstack/react-query";
import { useEffectEvent, useLayoutEffect, useReducer } from "react";
import { hasErrorCode } from "../../api/client";
import { errorMessage } from "../../api/error-message";
import { getStudyQueue, type StudyReview, useStudyReview } from "../../api/study";
import { i18n } from "../../i18n/i18n";
import { readStudyMode, type StudyMode, saveStudyMode } from "./study-mode";
import { currentCard, initialStudyState, studyKeyCommand, studyReducer } from "./study-state";

/** A key press the screen handles itself (not inside a field, not one a focused button handles natively). */
function studyKey(event: KeyboardEvent): string | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return null;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target?.closest("input, textarea, select, dialog, [contenteditable='true']")) return null;
  const onButton = target?.closest("button") !== null && target?.closest("button") !== undefined;
  if (event.key === " " || event.key === "Enter") {
    if (onButton || (event.key === "Enter" && target?.closest("a"))) return null;
    return event.key === " " ? "Space" : "Enter";
  }
  return ["1", "2", "3", "4"].includes(event.key) ? event.key : null;
}

/**
 * The study session's effects around studyReducer: each review one POST, the queue asked for again when the
 * session has gone through its cards, the mode remembered in this browser, and the keys.
 */
export function useStudySession(deckId: number | null, initial: StudyQueue) {
  const [state, dispatch] = useReducer(studyReducer, initial, (queue) => initialStudyState(queue, readStudyMode()));
  const review = useStudyReview();
  const refill = useMutation({ mutationFn: () => getStudyQueue(deckId) });

  const askForMore = useEffectEvent(() =>
    refill.mutate(undefined, {
      onSuccess: (queue) => dispatch({ type: "queue_loaded", queue }),
      onError: (error) =>
        dispatch({
          type: "queue_failed",
          message: errorMessage(
            error,
            state.done ? i18n._("study.cardsLoadError") : i18n._("study.nextCardsLoadError"),
          ),
        }),
    }),
  );
  useLayoutEffect(() => {
    if (state.askedForMore > 0) askForMore();
  }, [state.askedForMore]);

  function send(sent: StudyReview) {
    if (!currentCard(state) || review.isPending) return;
    dispatch({ type: "review_sent" });
    review.mutate(sent, {
      onSuccess: (result) => dispatch({ type: "review_saved", review: sent, result }),
      onError: (error) =>
        dispatch(
          hasErrorCode(error, "not_found")
            ? { type: "card_gone" }
            : { type: "review_failed", review: sent, message: errorMessage(error, i18n._("study.saveError")) },
        ),
    });
  }

  function switchMode(mode: StudyMode) {
    saveStudyMode(mode);
    dispatch({ type: "mode_switched", mode });
  }

  const onKey = useEffectEvent((key: string) => {
    const command = studyKeyCommand(state, key);
    if (command?.type === "send") send(command.review);
    else if (command) dispatch(command);
  });
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const key = studyKey(event);
      if (key === null) return;
      event.preventDefault();
      onKey(key);
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  return {
    state,
    review,
    send,
    switchMode,
    askAgain: () => dispatch({ type: "queue_requested" }),
    showAnswer: () => dispatch({ type: "show_answer" }),
    backShown: () => dispatch({ type: "back_shown" }),
    next: () => dispatch({ type: "next" }),
  };
}
