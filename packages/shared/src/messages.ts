import { CONNECTION_LOST, NOT_SIGNED_IN, SERVER_RESTARTING } from "./live-notices";
import { nicknameMessages } from "./nickname";

/** User-facing texts of docs/product.md §5 and §8, verbatim (docs/product.md §10.5). */
export const messages = {
  emailsDoNotMatch: "Emails do not match",
  passwordsDoNotMatch: "Passwords do not match",
  signupNetworkError: "Something went wrong with the network. Please check your connection and try again.",
  loginFailed: "A login error has occurred",
  somethingWentWrong: "Something went wrong",
  /** An error of ours, not the caller's (a 500, code `internal`): its details stay in the server's log. */
  internalError: "Something went wrong on our side. Please try again.",
  invalidCredentials: "Incorrect email or password",
  emailTaken: "An account with this email already exists",
  usernameEmpty: "Username cannot be empty",
  usernameTooShort: "Username must be at least 3 characters",
  usernameTooLong: "Username must be at most 20 characters",
  usernameUpdateFailed: "Failed to update username. Please try again.",
  usernameUpdated: "Username updated successfully!",
  imageWrongType: "Only JPG, JPEG, and PNG files are allowed.",
  imageTooLarge: "File size must be under 2MB.",
  imageDamaged: "This image file could not be read. It may be damaged: please choose another.",
  uploadSuccessful: "Upload successful!",
  uploadFailed: "Upload failed.",
  pictureRemoved: "Profile picture removed.",
  privacyUpdateFailed: "Update failed",
  accountDeleted: "Your account has been deleted.",
  accountDeleteFailed: "Failed to delete account",
  timerOutOfRange: "Time per question is out of range (1-220)",
  fillInAllInformation: "Please fill in all information before starting a game.",
  profilePrivate: "User profile is private.",
  noDecks: "Looks like you have no decks!",
  noGroups: "This user is not in any group",
  noDecksInGroup: "No decks in group.",
  waitingForHost: "Waiting for the host to start the game...",
  connectionLost: CONNECTION_LOST,
  hostConnectionLost: "We couldn't reach the game server. Please check your connection and start the game again.",
  notSignedIn: NOT_SIGNED_IN,
  forbidden: "You are not allowed to do that",
  /** A request or socket handshake whose Origin is neither this server's nor listed in CORS_ORIGIN. */
  otherSiteRefused: "Requests from other sites are not allowed",
  /** A game's deck made private, unliked or deleted between the host's choice and the start. */
  deckNoLongerAvailable: "This deck is no longer available",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  /** A temporary refusal while another server node takes a game over; clients retry it. */
  gameMoving: "The game is moving to another server. Please try again in a moment.",
  gameServerBusy: "The game server is busy. Please try again.",
  /** Issue 16: an overloaded node refuses new work (a REST request, a new game join) with this (decision 012). */
  serverBusy: "The server is busy. Please try again in a few seconds.",
  serverRestarting: SERVER_RESTARTING,
  /** Sent with a Retry-After header saying how long to wait (from seconds to 15 minutes). */
  tooManyLoginAttempts: "Too many failed login attempts for this account. Please wait a little and try again.",
  removedFromGame: "The host removed you from this game",
  ...nicknameMessages,
  nicknameRude: "Please choose another nickname",
  nicknameTaken: "That nickname is taken in this game",
  gameFull: "This game is full",
  /** Issue 29: the host locked the game; nobody new may join until it is unlocked. */
  gameLocked: "This game is locked",
  signedInOnly: "This game is only for signed-in players. Log in to join.",
  tooManyGuestJoins: "Too many players joined from your network in the last minute. Wait a minute and try again.",
  guestOtherGame: "You can only play the game you joined as a guest",
  signUpToKeep: "Sign up to keep this result",
  hostEndedGame: "The host ended the game",
} as const;

export const passwordRules = [
  "At least 6 characters",
  "1 uppercase letter",
  "1 lowercase letter",
  "1 number",
  "1 special character",
] as const;
