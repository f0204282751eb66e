import { imageUrl } from "@quizdeck/shared/images";
import type { LanguageCode } from "@quizdeck/shared/languages";
import type { PrivateUserRecord, UserRecord } from "@quizdeck/shared/records";
import { hasStatField, statsReadOnlyMessage, updateUserBody } from "@quizdeck/shared/users";
import type { Db } from "../../db/connect";
import { forbidden, notFound } from "../../http/app-error";
import { parse } from "../../http/parse";
import type { ImageUpload } from "../images";
import {
  findProfile,
  findProfiles,
  type ProfileChanges,
  type ProfileRow,
  replaceProfilePicture,
  updateLanguage,
  updateProfile,
} from "./repository";

export type VisibleUser = UserRecord | PrivateUserRecord;

/** Only the owner changes a profile; checked before the body is validated, so another's profile is always 403. */
export function assertOwnProfile(callerId: string, userId: string): void {
  if (callerId !== userId) throw forbidden("You can only change your own profile");
}

export class UserService {
  constructor(private readonly db: Db) {}

  async get(viewerId: string, userId: string): Promise<VisibleUser> {
    const row = await findProfile(this.db, userId);
    if (!row) throw notFound("User");
    return visibleTo(viewerId, row);
  }

  /** The listed users that exist, in the order asked, each as the viewer may see it. */
  async list(viewerId: string, userIds: string[]): Promise<VisibleUser[]> {
    const rows = new Map((await findProfiles(this.db, [...new Set(userIds)])).map((row) => [row.id, row]));
    return [...new Set(userIds)].flatMap((id) => {
      const row = rows.get(id);
      return row ? [visibleTo(viewerId, row)] : [];
    });
  }

  /**
   * PUT /api/users/{id}: clients send the whole record back, so unknown keys are ignored, but a stat field
   * (docs/product.md §10.1) or another user's `User_id` is refused with nothing written.
   */
  async update(callerId: string, userId: string, body: unknown): Promise<UserRecord> {
    assertOwnProfile(callerId, userId);
    if (hasStatField(body)) throw forbidden(statsReadOnlyMessage);
    const claimedId = (body as { User_id?: unknown } | undefined)?.User_id;
    if (claimedId !== undefined && String(claimedId) !== callerId)
      throw forbidden("You can only change your own profile");
    const { Username, Private } = parse(updateUserBody, body);
    return this.change(callerId, userId, { username: Username, private: Private });
  }

  changeUsername(callerId: string, userId: string, username: string): Promise<UserRecord> {
    return this.change(callerId, userId, { username });
  }

  setPrivacy(callerId: string, userId: string, isPrivate: boolean): Promise<UserRecord> {
    return this.change(callerId, userId, { private: isPrivate });
  }

  /** Issue 33: the language the account's screens (and its CSV downloads) are in, on every device. */
  async setLanguage(callerId: string, userId: string, language: LanguageCode): Promise<void> {
    assertOwnProfile(callerId, userId);
    if (!(await updateLanguage(this.db, userId, language))) throw notFound("User");
  }

  /** Checks it is the caller's own profile before the upload is read; returns the new picture's URL. */
  /** `readUpload` null removes the picture; answers the new picture's URL, or null. */
  async setProfilePicture(
    callerId: string,
    userId: string,
    readUpload: (() => Promise<ImageUpload>) | null,
  ): Promise<string | null> {
    assertOwnProfile(callerId, userId);
    const replaced = await replaceProfilePicture(this.db, userId, readUpload && (await readUpload()));
    if (!replaced) throw notFound("User");
    return replaced.imageId && imageUrl(replaced.imageId);
  }

  private async change(callerId: string, userId: string, changes: ProfileChanges): Promise<UserRecord> {
    assertOwnProfile(callerId, userId);
    const row = await updateProfile(this.db, userId, changes);
    if (!row) throw notFound("User");
    return toUserRecord(row);
  }
}

/** docs/product.md §6: a private profile is visible only to its owner; others get the name and picture only. */
function visibleTo(viewerId: string, row: ProfileRow): VisibleUser {
  const record = toUserRecord(row);
  if (!row.private || row.id === viewerId) return record;
  const { User_id, Username, Profile_Pic, Private } = record;
  return { User_id, Username, Profile_Pic, Private };
}

function toUserRecord(row: ProfileRow): UserRecord {
  return {
    User_id: row.id,
    Username: row.username,
    Profile_Pic: imageUrl(row.profilePicId),
    Private: row.private,
    Wins: row.wins,
    Total_Score: row.totalScore,
    Games_Played: row.gamesPlayed,
    Highest_Score: row.highestScore,
    Highest_Score_id: row.highestScoreDeck,
  };
}
