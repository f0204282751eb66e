import type { CardPoints, CardType } from "./card-types";
/** Record shapes of docs/api.md, shared by server replies and the web client. */
export interface UserRecord {
  User_id: string;
  Username: string;
  Profile_Pic: string | null;
  Private: boolean;
  Wins: number;
  Total_Score: number;
  Games_Played: number;
  Highest_Score: number;
  Highest_Score_id: string | null;
}

export type PrivateUserRecord = Pick<UserRecord, "User_id" | "Username" | "Profile_Pic" | "Private">;

export interface DeckRecord {
  deck_id: number;
  Deck_id: number;
  title: string;
  Title: string;
  user_id: string;
  User_id: string;
  username: string;
  group_id: number | null;
  Group_id: number | null;
  /** Issue 13: only its author lists and reads it. */
  private: boolean;
  /** Issue 29: on a copy read by itself (`GET /api/decks/{deck_id}`, the copy's answer), where it came from. */
  copied_from?: DeckOrigin;
}

/**
 * The deck a copy came from: its title and author as they were when copied; `deck_id` null once that deck is
 * deleted or no longer visible to the reader.
 */
export interface DeckOrigin {
  deck_id: number | null;
  title: string;
  username: string;
}

export interface CardRecord {
  Card_id: number;
  Deck_id: number;
  Question: string;
  Answer: string;
  Incorrect1: string;
  Incorrect2: string;
  Incorrect3: string;
  image: string | null;
  /** Issue 29 point 6: the image's description for screen readers; "" when none (the question is read instead). */
  Image_alt: string;
  /** Issue 30 (packages/shared/src/card-types.ts says which fields each type uses). */
  Type: CardType;
  Choices: string[];
  Correct: number[];
  /** Seconds for this question instead of the game's timer; null is the game's. */
  Time_limit: number | null;
  Points: CardPoints;
}

export interface GroupRecord {
  Group_id: number;
  Group_Name: string;
  Founder_id: string;
}

export interface MembershipRecord {
  Group_id: number;
  User_id: string;
}

export interface GameRecord {
  Game_id: string;
  Host_id: string;
  Join_Code: string;
}

export interface SessionReply {
  authenticated: boolean;
  user?: { id: string };
  /** Signed out with a valid guest session (issue 12): the game it is for. */
  guest?: { Game_id: string };
}
