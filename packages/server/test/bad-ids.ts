/**
 * Issue 9, rule 4: values that look like ids to a lenient parser but are not ids. Each must be a 400, never a
 * match for id 1. The string forms are also sent as path segments (URL-encoded).
 */
export const notIdStrings = ["0x1", "1e0", "1.0", " 1", "+1", "01", "-1", "true"];
export const notIdValues: unknown[] = [...notIdStrings, true, [1], {}, 1.5];

/** Past the int4 columns' range: 400 or 404, never a database error. */
export const idsOutOfRange = [2_147_483_648, 99_999_999_999];

export const pathSegment = (id: string | number) => encodeURIComponent(String(id));
