import { afterAll, beforeAll } from "vitest";
import { logStoreContract } from "../../../test/contracts";
import { createGameAs, createTestApp, signUp, type TestApp } from "../../../test/helper";
import { DatabaseLogStore } from "./database-log-store";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

logStoreContract("database", () => ({
  open: () => new DatabaseLogStore(t.database.db, t.app.log),
  async newGameId() {
    const host = await signUp(t.app);
    return await createGameAs(t.app, host);
  },
}));
