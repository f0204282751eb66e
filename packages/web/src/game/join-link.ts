/** The link a player opens to join a game by its code (the lobby's QR code and homework's progress screen). */
export function joinLink(joinCode: string): string {
  return `${window.location.origin}/join?code=${joinCode}`;
}
