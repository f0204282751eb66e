/**
 * Colour AND shape per answer, so colour-blind players can tell them apart (issue #4 item 4); six for the
 * question types with up to six choices (issue 30).
 */
export const answerStyles = [
  { shape: "▲", name: "Triangle", tone: "red" },
  { shape: "◆", name: "Diamond", tone: "blue" },
  { shape: "●", name: "Circle", tone: "yellow" },
  { shape: "■", name: "Square", tone: "green" },
  { shape: "★", name: "Star", tone: "purple" },
  { shape: "⬢", name: "Hexagon", tone: "teal" },
] as const;

export const answerStyleOf = (index: number) => answerStyles[index % answerStyles.length] ?? answerStyles[0];
