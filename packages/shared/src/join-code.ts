import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "./constants";

/** docs/product.md §5: join codes are typed in upper case and matching ignores spaces. */
export const normalizeJoinCode = (input: string): string => input.replace(/\s+/g, "").toUpperCase();

const joinCodePattern = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

export const isJoinCode = (code: string): boolean => joinCodePattern.test(code);
