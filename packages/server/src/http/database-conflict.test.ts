import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helper";
import { groupMembers, users } from "../db/schema";
import { concurrentChangeMessage, conflictFromDatabase } from "./database-conflict";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function failureOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the write did not fail");
}

describe("database races become a readable 409, never a 500", () => {
  it("a row that vanished in between (foreign key) and a value taken in between (unique)", async () => {
    const ghost = await failureOf(() =>
      t.database.db.insert(groupMembers).values({ groupId: 999_999, userId: "nobody" }),
    );
    expect(conflictFromDatabase(ghost)?.message).toBe(concurrentChangeMessage);

    const user = { id: randomUUID(), email: `${randomUUID()}@example.com`, passwordHash: "x", username: "Dup" };
    await t.database.db.insert(users).values(user);
    const duplicate = await failureOf(() => t.database.db.insert(users).values(user));
    expect(conflictFromDatabase(duplicate)?.message).toBe(concurrentChangeMessage);
  });

  it("leaves other errors alone", () => {
    expect(conflictFromDatabase(new Error("boom"))).toBeNull();
    expect(conflictFromDatabase(undefined)).toBeNull();
  });
});
