import { randomBytes } from "node:crypto";

/** 72 random bits as 12 URL-safe characters: not guessable, unlike a consecutive number. */
export const generateGameId = (): string => randomBytes(9).toString("base64url");
