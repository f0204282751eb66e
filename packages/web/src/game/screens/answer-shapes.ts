/** Colour AND shape per answer, so colour-blind players can tell the four apart (issue #4 item 4). */
export const answerStyles = [
  { shape: "▲", name: "Triangle", tone: "red" },
  { shape: "◆", name: "Diamond", tone: "blue" },
  { shape: "●", name: "Circle", tone: "yellow" },
  { shape: "■", name: "Square", tone: "green" },
] as const;
