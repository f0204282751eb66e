/** "1 card" / "3 cards": the count with the word that goes with it. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
