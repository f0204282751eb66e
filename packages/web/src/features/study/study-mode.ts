/** Flashcards, or answering each card the way its type asks (issue 30): the study screen's switch, remembered. */
export type StudyMode = "flashcards" | "choice";

/** Each mode's name, a message id (Flashcards, Quiz me). */
export const studyModeLabels: Record<StudyMode, string> = { flashcards: "study.flashcards", choice: "study.quizMe" };
export const studyModes: readonly StudyMode[] = ["flashcards", "choice"];

const storageKey = "quizdeck.studyMode";

export function readStudyMode(): StudyMode {
  try {
    return localStorage.getItem(storageKey) === "choice" ? "choice" : "flashcards";
  } catch {
    return "flashcards";
  }
}

export function saveStudyMode(mode: StudyMode): void {
  try {
    localStorage.setItem(storageKey, mode);
  } catch {
    // Private browsing without storage: the switch still works for this visit.
  }
}
