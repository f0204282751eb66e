import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idsOutOfRange, notIdStrings, notIdValues, pathSegment } from "../../../test/bad-ids";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onlyFounder = {
  error: "Only the group founder can do that",
  message: "Only the group founder can do that",
  code: "forbidden",
};
const groupNotFound = { error: "Group not found", message: "Group not found", code: "not_found" };

async function createGroup(user: TestUser, body: object = {}) {
  const response = await as(t.app, user).post("/api/groups/", body);
  expect(response.statusCode).toBe(201);
  return response.json() as { Group_id: number; Group_Name: string; Founder_id: string };
}

const membersOf = async (user: TestUser, groupId: number) =>
  (await as(t.app, user).get(`/api/groupMembership/group/${groupId}`)).json();

describe("POST /api/groups/ (docs/api.md Groups, docs/product.md §4 Decks and groups)", () => {
  it("creates the group with the caller as founder and first member", async () => {
    const ada = await signUp(t.app);
    const response = await as(t.app, ada).post("/api/groups/", { Group_Name: "  Chemistry  ", Founder_id: ada.id });
    expect(response.statusCode).toBe(201);
    const group = response.json();
    expect(group).toEqual({ Group_id: expect.any(Number), Group_Name: "Chemistry", Founder_id: ada.id });
    expect(await membersOf(ada, group.Group_id)).toEqual([{ Group_id: group.Group_id, User_id: ada.id }]);
  });

  it.each([[{}], [{ Group_Name: "" }], [{ Group_Name: "   " }], [{ Group_Name: null }]])(
    "names a group without a name Untitled Group: %o",
    async (body) => {
      const ada = await signUp(t.app);
      expect((await createGroup(ada, body)).Group_Name).toBe("Untitled Group");
    },
  );

  it("works without a body at all", async () => {
    const ada = await signUp(t.app);
    const response = await as(t.app, ada).post("/api/groups");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ Group_Name: "Untitled Group", Founder_id: ada.id });
  });

  it("refuses a name over 100 characters and a name that is not text", async () => {
    const ada = await signUp(t.app);
    const long = await as(t.app, ada).post("/api/groups/", { Group_Name: "x".repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe("Group name must be at most 100 characters");
    const numeric = await as(t.app, ada).post("/api/groups/", { Group_Name: 5 });
    expect(numeric.statusCode).toBe(400);
    expect(numeric.json().error).toBe("Group name must be text");
    expect((await as(t.app, ada).post("/api/groups/", { Group_Name: "x".repeat(100) })).statusCode).toBe(201);
  });

  it("refuses to found a group in someone else's name, writing nothing", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const response = await as(t.app, ada).post("/api/groups/", { Group_Name: "Forged", Founder_id: bob.id });
    expect(response.statusCode).toBe(403);
    const all = (await as(t.app, ada).get("/api/groups")).json() as { Group_Name: string }[];
    expect(all.some((group) => group.Group_Name === "Forged")).toBe(false);
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).post("/api/groups/", { Group_Name: "Nope" })).statusCode).toBe(401);
  });
});

describe("GET /api/groups/ and /api/groups/{id}", () => {
  it("lists every group as a bare array ordered by name, then id", async () => {
    const ada = await signUp(t.app);
    const zeta = await createGroup(ada, { Group_Name: "ZZ list zeta" });
    const alpha = await createGroup(ada, { Group_Name: "ZZ list alpha" });
    const alphaTwin = await createGroup(ada, { Group_Name: "ZZ list alpha" });
    const response = await as(t.app, ada).get("/api/groups/");
    expect(response.statusCode).toBe(200);
    const listed = (response.json() as { Group_Name: string }[]).filter((g) => g.Group_Name.startsWith("ZZ list"));
    expect(listed).toEqual([alpha, alphaTwin, zeta]);
  });

  it("answers one group as a bare object, 404 when missing, 400 for a non-numeric id", async () => {
    const ada = await signUp(t.app);
    const group = await createGroup(ada, { Group_Name: "Physics" });
    const found = await as(t.app, ada).get(`/api/groups/${group.Group_id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(group);
    const missing = await as(t.app, ada).get("/api/groups/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(groupNotFound);
    expect((await as(t.app, ada).get("/api/groups/abc")).statusCode).toBe(400);
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).get("/api/groups/")).statusCode).toBe(401);
    expect((await as(t.app, null).get("/api/groups/1")).statusCode).toBe(401);
  });
});

describe("PUT /api/groups/{id} (founder only)", () => {
  it("renames the group and answers the record", async () => {
    const ada = await signUp(t.app);
    const group = await createGroup(ada, { Group_Name: "Old" });
    const response = await as(t.app, ada).put(`/api/groups/${group.Group_id}`, { Group_Name: " New name " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...group, Group_Name: "New name" });
    expect((await as(t.app, ada).get(`/api/groups/${group.Group_id}`)).json().Group_Name).toBe("New name");
  });

  it("renames a blank name to Untitled Group and leaves the name alone when none is sent", async () => {
    const ada = await signUp(t.app);
    const group = await createGroup(ada, { Group_Name: "Named" });
    expect((await as(t.app, ada).put(`/api/groups/${group.Group_id}`, {})).json()).toEqual(group);
    const blank = await as(t.app, ada).put(`/api/groups/${group.Group_id}`, { Group_Name: "  " });
    expect(blank.json().Group_Name).toBe("Untitled Group");
  });

  it("hands the group to another member with Founder_id", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const group = await createGroup(ada);
    await as(t.app, bob).post("/api/groupMembership", { Group_id: group.Group_id, User_id: bob.id });
    const response = await as(t.app, ada).put(`/api/groups/${group.Group_id}`, { Founder_id: bob.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...group, Founder_id: bob.id });
    // Ada is no longer the founder: she cannot rename it any more, Bob can.
    expect((await as(t.app, ada).put(`/api/groups/${group.Group_id}`, { Group_Name: "X" })).statusCode).toBe(403);
    expect((await as(t.app, bob).put(`/api/groups/${group.Group_id}`, { Group_Name: "X" })).statusCode).toBe(200);
  });

  it("refuses to hand the group to someone who is not a member", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const group = await createGroup(ada);
    const response = await as(t.app, ada).put(`/api/groups/${group.Group_id}`, { Founder_id: bob.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe("The new founder must be a member of the group");
    expect((await as(t.app, ada).get(`/api/groups/${group.Group_id}`)).json().Founder_id).toBe(ada.id);
  });

  it("refuses a member who is not the founder, changing nothing", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const group = await createGroup(ada, { Group_Name: "Kept" });
    await as(t.app, bob).post("/api/groupMembership", { Group_id: group.Group_id });
    const rename = await as(t.app, bob).put(`/api/groups/${group.Group_id}`, { Group_Name: "Stolen" });
    expect(rename.statusCode).toBe(403);
    expect(rename.json()).toEqual(onlyFounder);
    const takeOver = await as(t.app, bob).put(`/api/groups/${group.Group_id}`, { Founder_id: bob.id });
    expect(takeOver.statusCode).toBe(403);
    expect((await as(t.app, ada).get(`/api/groups/${group.Group_id}`)).json()).toEqual(group);
  });

  it("answers 404 for a missing group and 401 when signed out", async () => {
    const ada = await signUp(t.app);
    const missing = await as(t.app, ada).put("/api/groups/999999", { Group_Name: "X" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(groupNotFound);
    expect((await as(t.app, null).put("/api/groups/1", { Group_Name: "X" })).statusCode).toBe(401);
  });
});

describe("DELETE /api/groups/{id} (founder only)", () => {
  it("deletes the group and its memberships", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const group = await createGroup(ada);
    await as(t.app, bob).post("/api/groupMembership", { Group_id: group.Group_id });
    const response = await as(t.app, ada).delete(`/api/groups/${group.Group_id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await as(t.app, ada).get(`/api/groups/${group.Group_id}`)).statusCode).toBe(404);
    expect((await as(t.app, bob).get(`/api/groupMembership/member/${bob.id}`)).json()).toEqual([]);
  });

  it("refuses a member who is not the founder, and a missing group", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const group = await createGroup(ada);
    await as(t.app, bob).post("/api/groupMembership", { Group_id: group.Group_id });
    const refused = await as(t.app, bob).delete(`/api/groups/${group.Group_id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(onlyFounder);
    expect((await as(t.app, ada).get(`/api/groups/${group.Group_id}`)).statusCode).toBe(200);
    expect((await as(t.app, ada).delete("/api/groups/999999")).statusCode).toBe(404);
    expect((await as(t.app, null).delete(`/api/groups/${group.Group_id}`)).statusCode).toBe(401);
  });
});

describe("bad input to the group routes (issue 9, rules 3-6)", () => {
  const readGroup = async (user: TestUser, groupId: number) =>
    (await as(t.app, user).get(`/api/groups/${groupId}`)).json();
  const groupNamed = async (user: TestUser, name: string) =>
    ((await as(t.app, user).get("/api/groups")).json() as { Group_Name: string }[]).some(
      (group) => group.Group_Name === name,
    );

  it("refuses a control character in a group name with 400, on create and on rename, writing nothing", async () => {
    const ada = await signUp(t.app);
    for (const Group_Name of ["Nul\u0000Group", "Tab\tGroup", "Bell\u0007Group"]) {
      const created = await as(t.app, ada).post("/api/groups/", { Group_Name });
      expect(created.statusCode).toBe(400);
      expect(created.json().error).toBe("Group name must not contain control characters");
      expect(await groupNamed(ada, Group_Name.replace(/[^A-Za-z]/g, ""))).toBe(false);
    }
    const group = await createGroup(ada, { Group_Name: "Kept" });
    const renamed = await as(t.app, ada).put(`/api/groups/${group.Group_id}`, { Group_Name: "x\u0000" });
    expect(renamed.statusCode).toBe(400);
    expect(await readGroup(ada, group.Group_id)).toEqual(group);
  });

  it.each([
    ["null", null],
    ["a number", 5],
    ["an object", { name: "New" }],
  ])("refuses a rename to %s with 400 and keeps the name (rule 5)", async (_label, Group_Name) => {
    const ada = await signUp(t.app);
    const group = await createGroup(ada, { Group_Name: "Kept" });
    const response = await as(t.app, ada).put(`/api/groups/${group.Group_id}`, { Group_Name });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Group name must be text");
    expect(await readGroup(ada, group.Group_id)).toEqual(group);
  });

  it("normalises names: NFC, invisible ends trimmed, an invisible-only name is Untitled Group", async () => {
    const ada = await signUp(t.app);
    expect((await createGroup(ada, { Group_Name: "Cafe\u0301" })).Group_Name).toBe("Caf\u00e9");
    expect((await createGroup(ada, { Group_Name: "\u00a0Chess\u200b\u3000" })).Group_Name).toBe("Chess");
    expect((await createGroup(ada, { Group_Name: "\u200b" })).Group_Name).toBe("Untitled Group");
    const group = await createGroup(ada, { Group_Name: "Named" });
    const renamed = await as(t.app, ada).put(`/api/groups/${group.Group_id}`, { Group_Name: "\u3164\u2800" });
    expect(renamed.json().Group_Name).toBe("Untitled Group");
  });

  it.each(["ab\u200bc", "\u202eevil", "a\u00adb", "x\u3164y"])("refuses the name %j with 400", async (Group_Name) => {
    const ada = await signUp(t.app);
    const response = await as(t.app, ada).post("/api/groups/", { Group_Name });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("Group name must not contain invisible or direction-changing characters");
  });

  it.each(notIdValues)("refuses the Group_id %j in POST and DELETE /api/groupMembership with 400", async (Group_id) => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const group = await createGroup(ada);
    for (const call of [as(t.app, bob).post, as(t.app, bob).delete]) {
      const response = await call("/api/groupMembership", { Group_id });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Group_id must be a (whole |positive )?number$/);
    }
    expect(await membersOf(ada, group.Group_id)).toEqual([{ Group_id: group.Group_id, User_id: ada.id }]);
  });

  it.each(notIdStrings)("refuses the path id %j with 400 on every group route", async (id) => {
    const ada = await signUp(t.app);
    const segment = pathSegment(id);
    const calls = [
      as(t.app, ada).get(`/api/groups/${segment}`),
      as(t.app, ada).put(`/api/groups/${segment}`, { Group_Name: "x" }),
      as(t.app, ada).delete(`/api/groups/${segment}`),
      as(t.app, ada).get(`/api/groupMembership/group/${segment}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^(id|groupId) must be a number$/);
    }
  });

  it.each(idsOutOfRange)("answers the out-of-range id %d with 400 or 404, never 500", async (id) => {
    const ada = await signUp(t.app);
    const calls = [
      as(t.app, ada).get(`/api/groups/${id}`),
      as(t.app, ada).put(`/api/groups/${id}`, { Group_Name: "x" }),
      as(t.app, ada).delete(`/api/groups/${id}`),
      as(t.app, ada).get(`/api/groupMembership/group/${id}`),
      as(t.app, ada).post("/api/groupMembership", { Group_id: id }),
      as(t.app, ada).delete("/api/groupMembership", { Group_id: String(id) }),
    ];
    for (const response of await Promise.all(calls)) expect([400, 404]).toContain(response.statusCode);
  });

  it("refuses a Founder_id or membership user id that is not a user id", async () => {
    const ada = await signUp(t.app);
    const group = await createGroup(ada, { Group_Name: "Kept" });
    const handOver = await as(t.app, ada).put(`/api/groups/${group.Group_id}`, { Founder_id: "a\u0000b" });
    expect(handOver.statusCode).toBe(400);
    expect(handOver.json().error).toBe("Founder_id is not a valid user id");
    const kick = await as(t.app, ada).delete("/api/groupMembership", { Group_id: group.Group_id, User_id: "a\u0000" });
    expect(kick.statusCode).toBe(400);
    expect((await as(t.app, ada).get("/api/groupMembership/member/a%00b")).statusCode).toBe(400);
    expect(await readGroup(ada, group.Group_id)).toEqual(group);
  });
});
