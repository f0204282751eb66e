/**
 * Issue 29 point 6: a card image's alt text is its description, or the card's question when it has none. A module
 * of its own, without zod, so the player's question screen stays light on the join path.
 */
export const cardImageAlt = (description: string | undefined, question: string): string =>
  description?.trim() ? description : question;
