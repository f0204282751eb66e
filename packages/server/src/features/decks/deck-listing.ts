import type { FastifyReply } from "fastify";
import type { Db } from "../../db/connect";
import { type ListingCache, sendListing } from "../../http/listing-cache";
import { ownsAnyDeck } from "./repository";

/** No user has this id: what it may see is what everyone may see. */
const NOBODY = "";

/**
 * Answers a deck listing from the listing cache. A reader who owns no deck sees the public decks only, and
 * "not mine" is every deck to them, so all such readers share one answer, read as nobody (never as the first
 * of them, whose ownership the cache may not have heard of yet). A reader who owns a deck has answers of their own.
 */
export async function sendDeckListing(
  reply: FastifyReply,
  { db, listings }: { db: Db; listings: ListingCache },
  callerId: string,
  listing: string,
  load: (viewerId: string) => Promise<unknown>,
): Promise<FastifyReply> {
  const owns = await listings.read(`owns:${callerId}`, () => ownsAnyDeck(db, callerId));
  const viewerId = owns ? callerId : NOBODY;
  return sendListing(reply, listings, `${listing}|viewer:${viewerId}`, () => load(viewerId));
}
