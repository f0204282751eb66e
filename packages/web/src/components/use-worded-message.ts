import { useLingui } from "@lingui/react";
import { useState } from "react";

/** How to word a message: called at each render, in the language shown then. */
export type Wording = () => string;

/**
 * A message a form shows (an error, a success) kept as how to word it rather than as words: a language chosen
 * while it shows rewords it, as it does the rest of the page.
 */
export function useWordedMessage(): [string | null, (wording: Wording | null) => void] {
  // Renders again when the language changes.
  useLingui();
  const [wording, setWording] = useState<{ say: Wording } | null>(null);
  return [wording ? wording.say() : null, (say) => setWording(say ? { say } : null)];
}
