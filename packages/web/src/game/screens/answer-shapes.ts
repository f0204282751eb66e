/**
 * Colour AND shape per answer, so colour-blind players can tell them apart (issue #4 item 4); six for the
 * question types with up to six choices (issue 30).
 */
export const answerStyles = [
  { shape: "▲", name: "shape.triangle", tone: "red" },
  { shape: "◆", name: "shape.diamond", tone: "blue" },
  { shape: "●", name: "shape.circle", tone: "yellow" },
  { shape: "■", name: "shape.square", tone: "green" },
  { shape: "★", name: "shape.star", tone: "purple" },
  { shape: "⬢", name: "shape.hexagon", tone: "teal" },
] as const;

export const answerStyleOf = (index: number) => answerStyles[index % answerStyles.length] ?? answerStyles[0];
