import { type RefObject, useLayoutEffect } from "react";

/** The smallest share of its size an answer is drawn at; a word longer still breaks where it must. */
const SMALLEST = 0.6;

/**
 * Draws the answers' text smaller, all alike, until the longest word of each fits its tile: on a phone
 * "Photosynthesis" reads whole rather than as "Photosynth-esis"; where even that is too little, the tiles stack.
 * Measured when the answers change and when the window changes size.
 */
export function useLongestWordsFit(list: RefObject<HTMLElement | null>, answers: readonly string[]) {
  const key = answers.join("\n");
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || key === "") return;
    const fit = () => fitLongestWords(element);
    fit();
    // The tiles' width follows the window's (a phone turned, a window narrowed).
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [list, key]);
}

function fitLongestWords(list: HTMLElement) {
  list.style.removeProperty("--answer-fit");
  delete list.dataset.stacked;
  // Words unbroken for the measure: the longest one then sticks out of its box by what it lacks.
  list.dataset.measuring = "";
  let fit = shareThatFits(list);
  // Too long for half the width even drawn smaller: the answers go one below another, with the whole width.
  if (fit < SMALLEST && !list.classList.contains("answer-grid-pair")) {
    list.dataset.stacked = "";
    fit = shareThatFits(list);
  }
  delete list.dataset.measuring;
  // A little under the exact share: widths are measured in whole pixels.
  if (fit < 1) list.style.setProperty("--answer-fit", String(Math.max(SMALLEST, Math.floor(fit * 97) / 100)));
}

function shareThatFits(list: HTMLElement): number {
  let fit = 1;
  for (const text of list.querySelectorAll<HTMLElement>(".answer-text")) {
    if (text.scrollWidth > text.clientWidth) fit = Math.min(fit, text.clientWidth / text.scrollWidth);
  }
  return fit;
}
