import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createGroup(founder: TestUser, ...members: TestUser[]): Promise<number> {
  const response = await as(t.app, founder).post("/api/groups/", { Group_Name: "Study group" });
  const groupId = response.json().Group_id as number;
  for (const member of members) {
    await as(t.app, member).post("/api/groupMembership", { Group_id: groupId, User_id: member.id });
  }
  return groupId;
}

const memberIds = async (viewer: TestUser, groupId: number) =>
  ((await as(t.app, viewer).get(`/api/groupMembership/group/${groupId}`)).json() as { User_id: string }[])
    .map((membership) => membership.User_id)
    .sort();

const groupOf = (viewer: TestUser, groupId: number) => as(t.app, viewer).get(`/api/groups/${groupId}`);

describe("GET /api/groupMembership/member/{userId} and /group/{groupId}", () => {
  it("lists a user's memberships and a group's members as bare arrays of { Group_id, User_id }", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const first = await createGroup(ada, bob);
    const second = await createGroup(bob);
    const ofBob = await as(t.app, ada).get(`/api/groupMembership/member/${bob.id}`);
    expect(ofBob.statusCode).toBe(200);
    expect(ofBob.json()).toEqual([
      { Group_id: first, User_id: bob.id },
      { Group_id: second, User_id: bob.id },
    ]);
    const ofGroup = await as(t.app, bob).get(`/api/groupMembership/group/${first}`);
    expect(ofGroup.statusCode).toBe(200);
    expect(ofGroup.json()).toEqual([
      { Group_id: first, User_id: ada.id },
      { Group_id: first, User_id: bob.id },
    ]);
  });

  it("answers [] for a user in no group, 404 for a missing group, 400 for a bad group id", async () => {
    const ada = await signUp(t.app);
    expect((await as(t.app, ada).get(`/api/groupMembership/member/${ada.id}`)).json()).toEqual([]);
    const missing = await as(t.app, ada).get("/api/groupMembership/group/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Group not found");
    expect((await as(t.app, ada).get("/api/groupMembership/group/abc")).statusCode).toBe(400);
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).get("/api/groupMembership/member/someone")).statusCode).toBe(401);
    expect((await as(t.app, null).get("/api/groupMembership/group/1")).statusCode).toBe(401);
  });
});

describe("POST /api/groupMembership (join)", () => {
  it("joins the caller and answers the membership; a second join is a harmless 200", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada);
    const first = await as(t.app, bob).post("/api/groupMembership", { Group_id: String(groupId), User_id: bob.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ Group_id: groupId, User_id: bob.id });
    const again = await as(t.app, bob).post("/api/groupMembership/", { Group_id: groupId, User_id: bob.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ Group_id: groupId, User_id: bob.id });
    expect(await memberIds(ada, groupId)).toEqual([ada.id, bob.id].sort());
  });

  it("refuses to join someone else to a group, writing nothing", async () => {
    const [ada, bob, eve] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada);
    const response = await as(t.app, eve).post("/api/groupMembership", { Group_id: groupId, User_id: bob.id });
    expect(response.statusCode).toBe(403);
    expect(await memberIds(ada, groupId)).toEqual([ada.id]);
  });

  it("answers 404 for a missing group, 400 without a group id, 401 when signed out", async () => {
    const ada = await signUp(t.app);
    const missing = await as(t.app, ada).post("/api/groupMembership", { Group_id: 999999, User_id: ada.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Group not found");
    expect((await as(t.app, ada).post("/api/groupMembership", { User_id: ada.id })).statusCode).toBe(400);
    expect((await as(t.app, null).post("/api/groupMembership", { Group_id: 1 })).statusCode).toBe(401);
  });
});

describe("DELETE /api/groupMembership/ (leave, kick; docs/product.md §4 'Decks and groups')", () => {
  it("lets a member leave with a JSON body", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada, bob);
    const response = await as(t.app, bob).delete("/api/groupMembership/", { Group_id: groupId, User_id: bob.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await memberIds(ada, groupId)).toEqual([ada.id]);
    expect((await groupOf(ada, groupId)).json().Founder_id).toBe(ada.id);
  });

  it("answers 404 when the caller is not a member or the group is missing", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada);
    const notMember = await as(t.app, bob).delete("/api/groupMembership", { Group_id: groupId, User_id: bob.id });
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json().error).toBe("You are not a member of this group");
    const missing = await as(t.app, bob).delete("/api/groupMembership", { Group_id: 999999, User_id: bob.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe("Group not found");
  });

  it("hands the group to the other member when the founder leaves (their own id is never a kick)", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada, bob);
    const response = await as(t.app, ada).delete("/api/groupMembership", { Group_id: groupId, User_id: ada.id });
    expect(response.statusCode).toBe(200);
    expect((await groupOf(bob, groupId)).json().Founder_id).toBe(bob.id);
    expect(await memberIds(bob, groupId)).toEqual([bob.id]);
  });

  it("hands the group to one of the remaining members when the founder of a larger group leaves", async () => {
    const [ada, bob, cyd] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada, bob, cyd);
    await as(t.app, ada).delete("/api/groupMembership", { Group_id: groupId, User_id: ada.id });
    expect([bob.id, cyd.id]).toContain((await groupOf(bob, groupId)).json().Founder_id);
    expect(await memberIds(bob, groupId)).toEqual([bob.id, cyd.id].sort());
  });

  it("deletes the group when its last member leaves", async () => {
    const ada = await signUp(t.app);
    const groupId = await createGroup(ada);
    const response = await as(t.app, ada).delete("/api/groupMembership", { Group_id: groupId, User_id: ada.id });
    expect(response.statusCode).toBe(200);
    expect((await groupOf(ada, groupId)).statusCode).toBe(404);
    expect((await as(t.app, ada).get(`/api/groupMembership/member/${ada.id}`)).json()).toEqual([]);
  });

  it("lets the founder kick another member", async () => {
    const [ada, bob, cyd] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada, bob, cyd);
    const response = await as(t.app, ada).delete("/api/groupMembership", { Group_id: groupId, User_id: bob.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await memberIds(ada, groupId)).toEqual([ada.id, cyd.id].sort());
  });

  it("refuses a kick by a member who is not the founder, changing nothing", async () => {
    const [ada, bob, cyd] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada, bob, cyd);
    const response = await as(t.app, bob).delete("/api/groupMembership", { Group_id: groupId, User_id: cyd.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe("Only the group founder can do that");
    const kickFounder = await as(t.app, bob).delete("/api/groupMembership", { Group_id: groupId, User_id: ada.id });
    expect(kickFounder.statusCode).toBe(403);
    expect(await memberIds(ada, groupId)).toEqual([ada.id, bob.id, cyd.id].sort());
  });

  it("answers 404 when the founder kicks someone who is not a member", async () => {
    const [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    const groupId = await createGroup(ada);
    const response = await as(t.app, ada).delete("/api/groupMembership", { Group_id: groupId, User_id: bob.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("That user is not a member of this group");
  });

  it("answers 400 without a body and 401 when signed out", async () => {
    const ada = await signUp(t.app);
    const noBody = await as(t.app, ada).delete("/api/groupMembership");
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error).toBe("Group_id is required");
    expect((await as(t.app, null).delete("/api/groupMembership", { Group_id: 1, User_id: "x" })).statusCode).toBe(401);
  });
});
