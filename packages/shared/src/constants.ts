/** Business constants and limits of docs/product.md §9. */
export const TIMER_MIN_SECONDS = 1;
export const TIMER_MAX_SECONDS = 220;
export const TIMER_DEFAULT_SECONDS = 60;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
/** Issue 12: a guest's nickname. */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 20;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const IMAGE_MAX_BYTES = 2_097_152;
export const IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png"] as const;

export const DEFAULT_DECK_TITLE = "Untitled Deck";
export const DEFAULT_GROUP_NAME = "Untitled Group";

export const TITLE_MAX_LENGTH = 100;
export const CARD_TEXT_MAX_LENGTH = 500;
/** Issue 29 point 6: a card image's description, read to screen readers. */
export const CARD_IMAGE_ALT_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;

export const JOIN_CODE_LENGTH = 6;
/** No look-alikes: no 0/O, 1/I/L. */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export const START_COUNTDOWN_SECONDS = 3;
export const CONNECT_RETRY_LIMIT = 30;
export const CONNECT_RETRY_INTERVAL_MS = 1000;
export const LEADERBOARD_SIZE = 5;
export const PODIUM_SIZE = 3;
export const GROUP_TOP_MEMBERS = 3;
/** docs/product.md §2: CardIndex of this value marks the end of the deck. */
export const END_OF_DECK_INDEX = -999;
