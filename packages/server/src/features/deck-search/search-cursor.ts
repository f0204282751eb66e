import type { DeckSearchSort } from "@quizdeck/shared/deck-search";
import { MAX_NUMERIC_ID } from "@quizdeck/shared/ids";
import { hasControlCharacter } from "@quizdeck/shared/text";
import { z } from "zod";
import { AppError } from "../../http/app-error";

/** Where a page ended: the last row's sort key (its folded title or like count; none for Newest) and its id. */
export interface SearchCursor {
  key: string | number | null;
  id: number;
}

/** Cursors are opaque but come back from clients: each part must fit the int4 or text column it is compared to. */
const cursorSchema = z.tuple([
  z.enum(["az", "za", "newest", "liked"]),
  z.union([
    z.string().refine((key) => !hasControlCharacter(key)),
    z.number().int().min(0).max(MAX_NUMERIC_ID),
    z.null(),
  ]),
  z.number().int().positive().max(MAX_NUMERIC_ID),
]);

/** Opaque to clients: base64url of `[sort, key, id]`, so a cursor from one order is refused by another. */
export function encodeCursor(sort: DeckSearchSort, cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([sort, cursor.key, cursor.id])).toString("base64url");
}

export function decodeCursor(sort: DeckSearchSort, text: string): SearchCursor {
  let parsed: z.infer<typeof cursorSchema> | undefined;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
  } catch {
    parsed = undefined;
  }
  const expectedKey = sort === "newest" ? "object" : sort === "liked" ? "number" : "string";
  if (!parsed || parsed[0] !== sort || typeof parsed[1] !== expectedKey) {
    throw new AppError("bad_request", "This list of results is out of date: search again");
  }
  return { key: parsed[1], id: parsed[2] };
}
