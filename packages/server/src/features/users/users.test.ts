import { messages } from "@quizdeck/shared/messages";
import { statsReadOnlyMessage } from "@quizdeck/shared/users";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { as, createTestApp, signUp, type TestApp, type TestUser } from "../../../test/helper";
import { multipartForm, pngOfSize, tinyJpeg, tinyPng } from "../../../test/multipart-form";
import { users } from "../../db/schema";

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signUp(t.app, { display_name: "Ada" });
  bob = await signUp(t.app, { display_name: "Bob" });
});
afterAll(() => t.close());

const recordKeys = [
  "Games_Played",
  "Highest_Score",
  "Highest_Score_id",
  "Private",
  "Profile_Pic",
  "Total_Score",
  "User_id",
  "Username",
  "Wins",
];

async function setPrivate(user: TestUser, privacy: boolean) {
  const response = await as(t.app, user).put(`/api/users/${user.id}/privacy`, { privacy });
  expect(response.statusCode).toBe(200);
}

function uploadPicture(user: TestUser | null, targetId: string, form: ReturnType<typeof multipartForm>) {
  return t.app.inject({
    method: "POST",
    url: `/api/users/${targetId}/profile-pic`,
    payload: form.payload,
    headers: { ...form.headers, ...(user ? { cookie: user.cookie } : {}) },
  });
}

const pngForm = (bytes: Uint8Array = tinyPng, filename = "me.png") =>
  multipartForm({ filename, contentType: "image/png", bytes }, { id: "ignored" });

describe("GET /api/users/{id} (docs/api.md Users: the user record)", () => {
  it("answers the bare user record with zero stats and no picture, never the email or hash", async () => {
    const response = await as(t.app, bob).get(`/api/users/${ada.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      User_id: ada.id,
      Username: "Ada",
      Profile_Pic: null,
      Private: false,
      Wins: 0,
      Total_Score: 0,
      Games_Played: 0,
      Highest_Score: 0,
      Highest_Score_id: null,
    });
    expect(response.body).not.toContain(ada.email);
  });

  it("shows the stats the server recorded, with the best deck's title as Highest_Score_id", async () => {
    const carol = await signUp(t.app, { display_name: "Carol" });
    await t.database.db
      .update(users)
      .set({ wins: 2, totalScore: 5400, gamesPlayed: 3, highestScore: 2600, highestScoreDeck: "Capitals" })
      .where(eq(users.id, carol.id));
    const response = await as(t.app, ada).get(`/api/users/${carol.id}`);
    expect(response.json()).toMatchObject({
      Wins: 2,
      Total_Score: 5400,
      Games_Played: 3,
      Highest_Score: 2600,
      Highest_Score_id: "Capitals",
    });
  });

  it("shows someone else's private profile as name and picture only (docs/product.md §6)", async () => {
    const dora = await signUp(t.app, { display_name: "Dora" });
    await setPrivate(dora, true);
    const response = await as(t.app, ada).get(`/api/users/${dora.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ User_id: dora.id, Username: "Dora", Profile_Pic: null, Private: true });
  });

  it("shows the owner their own private profile in full", async () => {
    const erin = await signUp(t.app, { display_name: "Erin" });
    await setPrivate(erin, true);
    const response = await as(t.app, erin).get(`/api/users/${erin.id}`);
    expect(Object.keys(response.json()).sort()).toEqual(recordKeys);
  });

  it("answers 404 for an unknown user", async () => {
    const response = await as(t.app, ada).get("/api/users/no-such-user");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "User not found", message: "User not found", code: "not_found" });
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).get(`/api/users/${ada.id}`)).statusCode).toBe(401);
  });
});

describe("PUT /api/users/{id}", () => {
  it("changes the username and privacy, ignores unknown keys and answers the record", async () => {
    const fay = await signUp(t.app, { display_name: "Fay" });
    const response = await as(t.app, fay).put(`/api/users/${fay.id}`, {
      User_id: fay.id,
      Username: "  Fay Two ",
      Private: true,
      Profile_Pic: "http://evil.example/x.png",
      Favourite: "tea",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ User_id: fay.id, Username: "Fay Two", Private: true, Profile_Pic: null });
    expect((await as(t.app, fay).get(`/api/users/${fay.id}`)).json()).toMatchObject({ Username: "Fay Two" });
  });

  it.each([
    ["Wins", 99],
    ["Total_Score", 1_000_000],
    ["Games_Played", 0],
    ["Highest_Score", 5000],
    ["Highest_Score_id", "Anything"],
  ])("refuses a body carrying the stat %s with 403 and writes nothing (product.md §10.1)", async (field, value) => {
    const gus = await signUp(t.app, { display_name: "Gus" });
    const response = await as(t.app, gus).put(`/api/users/${gus.id}`, { Username: "Changed", [field]: value });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: statsReadOnlyMessage, message: statsReadOnlyMessage, code: "forbidden" });
    expect((await as(t.app, gus).get(`/api/users/${gus.id}`)).json()).toMatchObject({
      Username: "Gus",
      Wins: 0,
      Total_Score: 0,
      Games_Played: 0,
      Highest_Score: 0,
      Highest_Score_id: null,
    });
  });

  it("refuses to change someone else's profile with 403 and writes nothing", async () => {
    const response = await as(t.app, bob).put(`/api/users/${ada.id}`, { Username: "Hacked" });
    expect(response.statusCode).toBe(403);
    expect((await as(t.app, ada).get(`/api/users/${ada.id}`)).json().Username).toBe("Ada");
  });

  it("refuses a User_id in the body that is not the caller's own", async () => {
    const response = await as(t.app, bob).put(`/api/users/${bob.id}`, { User_id: ada.id, Username: "Bobby" });
    expect(response.statusCode).toBe(403);
    expect((await as(t.app, bob).get(`/api/users/${bob.id}`)).json().Username).toBe("Bob");
  });

  it("validates the username with the docs/product.md §5 messages", async () => {
    const response = await as(t.app, bob).put(`/api/users/${bob.id}`, { Username: "  " });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.usernameEmpty);
  });
});

describe("PUT /api/users/{id}/username (docs/product.md §5)", () => {
  it("trims and saves the name, answering the success message", async () => {
    const hal = await signUp(t.app, { display_name: "Hal" });
    const response = await as(t.app, hal).put(`/api/users/${hal.id}/username`, { Username: "  Hal 9000  " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Username updated successfully!", Username: "Hal 9000" });
    expect((await as(t.app, hal).get(`/api/users/${hal.id}`)).json().Username).toBe("Hal 9000");
  });

  it.each([
    ["", messages.usernameEmpty],
    ["    ", messages.usernameEmpty],
    [undefined, messages.usernameEmpty],
    [" ab ", messages.usernameTooShort],
    ["x".repeat(21), messages.usernameTooLong],
  ])("refuses %j with %s", async (Username, message) => {
    const response = await as(t.app, ada).put(`/api/users/${ada.id}/username`, { Username });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message, code: "bad_request" });
  });

  it("accepts exactly 3 and exactly 20 characters", async () => {
    const ivy = await signUp(t.app, { display_name: "Ivy" });
    for (const Username of ["abc", "y".repeat(20)]) {
      const response = await as(t.app, ivy).put(`/api/users/${ivy.id}/username`, { Username });
      expect(response.json().Username).toBe(Username);
    }
  });

  it("refuses someone else's username with 403, whatever the body", async () => {
    expect((await as(t.app, bob).put(`/api/users/${ada.id}/username`, { Username: "Hacked" })).statusCode).toBe(403);
    expect((await as(t.app, bob).put(`/api/users/${ada.id}/username`, { Username: "" })).statusCode).toBe(403);
    expect((await as(t.app, ada).get(`/api/users/${ada.id}`)).json().Username).toBe("Ada");
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).put(`/api/users/${ada.id}/username`, { Username: "Nobody" })).statusCode).toBe(401);
  });
});

describe("PUT /api/users/{id}/privacy", () => {
  it("makes the profile private and public again, answering the record", async () => {
    const jan = await signUp(t.app, { display_name: "Jan" });
    const made = await as(t.app, jan).put(`/api/users/${jan.id}/privacy`, { privacy: true });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ User_id: jan.id, Private: true, Wins: 0 });
    expect(Object.keys((await as(t.app, bob).get(`/api/users/${jan.id}`)).json())).not.toContain("Wins");
    await setPrivate(jan, false);
    expect((await as(t.app, bob).get(`/api/users/${jan.id}`)).json()).toMatchObject({ Private: false, Wins: 0 });
  });

  it("refuses a privacy that is not a boolean", async () => {
    for (const body of [{ privacy: "yes" }, {}]) {
      const response = await as(t.app, ada).put(`/api/users/${ada.id}/privacy`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Privacy must be true or false");
    }
  });

  it("refuses someone else's privacy with 403", async () => {
    expect((await as(t.app, bob).put(`/api/users/${ada.id}/privacy`, { privacy: true })).statusCode).toBe(403);
    expect((await as(t.app, bob).get(`/api/users/${ada.id}`)).json().Private).toBe(false);
  });
});

describe("POST /api/users/list", () => {
  it("answers the known users in the order asked, private ones filtered for the caller, unknown ids skipped", async () => {
    const kim = await signUp(t.app, { display_name: "Kim" });
    await setPrivate(kim, true);
    const response = await as(t.app, ada).post("/api/users/list/", { User_Ids: [kim.id, "ghost", bob.id, ada.id] });
    expect(response.statusCode).toBe(200);
    const [first, second, third, ...rest] = response.json();
    expect(first).toEqual({ User_id: kim.id, Username: "Kim", Profile_Pic: null, Private: true });
    expect(second).toMatchObject({ User_id: bob.id, Wins: 0 });
    expect(third).toMatchObject({ User_id: ada.id, Wins: 0 });
    expect(rest).toEqual([]);
    const ownView = await as(t.app, kim).post("/api/users/list", { User_Ids: [kim.id] });
    expect(Object.keys(ownView.json()[0]).sort()).toEqual(recordKeys);
  });

  it("answers an empty list for no ids and 400 for a missing list", async () => {
    expect((await as(t.app, ada).post("/api/users/list", { User_Ids: [] })).json()).toEqual([]);
    expect((await as(t.app, ada).post("/api/users/list", {})).statusCode).toBe(400);
  });

  it("answers 401 when signed out", async () => {
    expect((await as(t.app, null).post("/api/users/list", { User_Ids: [ada.id] })).statusCode).toBe(401);
  });
});

describe("POST /api/users/{id}/profile-pic (docs/product.md §5 picture rules)", () => {
  it("stores a PNG, answers exactly 200 with the URL, and the profile shows it", async () => {
    const lea = await signUp(t.app, { display_name: "Lea" });
    const response = await uploadPicture(lea, lea.id, pngForm());
    expect(response.statusCode).toBe(200);
    const { message, Profile_Pic } = response.json();
    expect(message).toBe("Upload successful!");
    expect(Profile_Pic).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    expect((await as(t.app, bob).get(`/api/users/${lea.id}`)).json().Profile_Pic).toBe(Profile_Pic);
    const image = await as(t.app, null).get(Profile_Pic);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(tinyPng)).toBe(true);
  });

  it("replaces the previous picture and deletes it", async () => {
    const max = await signUp(t.app, { display_name: "Max" });
    const first = (await uploadPicture(max, max.id, pngForm())).json().Profile_Pic;
    const second = await uploadPicture(
      max,
      max.id,
      multipartForm({ filename: "b.jpg", contentType: "image/jpeg", bytes: tinyJpeg }),
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().Profile_Pic).not.toBe(first);
    expect((await as(t.app, max).get(`/api/users/${max.id}`)).json().Profile_Pic).toBe(second.json().Profile_Pic);
    expect((await as(t.app, null).get(first)).statusCode).toBe(404);
    expect((await as(t.app, null).get(second.json().Profile_Pic)).headers["content-type"]).toBe("image/jpeg");
  });

  it("judges the type by the bytes: a PNG named .txt and sent as text/plain is accepted as PNG", async () => {
    const ned = await signUp(t.app, { display_name: "Ned" });
    const form = multipartForm({ filename: "notes.txt", contentType: "text/plain", bytes: tinyPng });
    const response = await uploadPicture(ned, ned.id, form);
    expect(response.statusCode).toBe(200);
    expect((await as(t.app, null).get(response.json().Profile_Pic)).headers["content-type"]).toBe("image/png");
  });

  it("refuses a text file named .png and declared image/png with 415 and keeps the old picture", async () => {
    const ola = await signUp(t.app, { display_name: "Ola" });
    const kept = (await uploadPicture(ola, ola.id, pngForm())).json().Profile_Pic;
    const form = multipartForm({ filename: "fake.png", contentType: "image/png", bytes: Buffer.from("hello there") });
    const response = await uploadPicture(ola, ola.id, form);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: messages.imageWrongType,
      message: messages.imageWrongType,
      code: "unsupported_type",
    });
    expect((await as(t.app, ola).get(`/api/users/${ola.id}`)).json().Profile_Pic).toBe(kept);
  });

  it("refuses a GIF and an empty file with 415", async () => {
    const gif = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1");
    for (const bytes of [gif, Buffer.alloc(0)]) {
      const response = await uploadPicture(ada, ada.id, pngForm(bytes, "pic.gif"));
      expect(response.statusCode).toBe(415);
    }
  });

  it("accepts 2097151 bytes and refuses exactly 2097152 (2 MB) with 413", async () => {
    const pat = await signUp(t.app, { display_name: "Pat" });
    const accepted = await uploadPicture(pat, pat.id, pngForm(pngOfSize(2_097_151)));
    expect(accepted.statusCode).toBe(200);
    const served = await as(t.app, null).get(accepted.json().Profile_Pic);
    expect(served.rawPayload.length).toBe(2_097_151);
    const refused = await uploadPicture(pat, pat.id, pngForm(pngOfSize(2_097_152)));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: messages.imageTooLarge,
      message: messages.imageTooLarge,
      code: "too_large",
    });
    expect((await as(t.app, pat).get(`/api/users/${pat.id}`)).json().Profile_Pic).toBe(accepted.json().Profile_Pic);
  });

  it("answers 400 when no file is sent, as multipart or as JSON", async () => {
    expect((await uploadPicture(ada, ada.id, multipartForm(null, { id: ada.id }))).statusCode).toBe(400);
    expect((await as(t.app, ada).post(`/api/users/${ada.id}/profile-pic`, { id: ada.id })).statusCode).toBe(400);
  });

  it("refuses someone else's picture with 403 and changes nothing", async () => {
    const response = await uploadPicture(bob, ada.id, pngForm());
    expect(response.statusCode).toBe(403);
    expect((await as(t.app, ada).get(`/api/users/${ada.id}`)).json().Profile_Pic).toBeNull();
  });

  it("answers 401 when signed out", async () => {
    expect((await uploadPicture(null, ada.id, pngForm())).statusCode).toBe(401);
  });
});

describe("DELETE /api/users/{id}/profile-pic", () => {
  it("removes the picture: the profile shows none, and the image is deleted", async () => {
    const rae = await signUp(t.app, { display_name: "Rae" });
    const picture = (await uploadPicture(rae, rae.id, pngForm())).json().Profile_Pic;
    const response = await as(t.app, rae).delete(`/api/users/${rae.id}/profile-pic`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.pictureRemoved, Profile_Pic: null });
    expect((await as(t.app, bob).get(`/api/users/${rae.id}`)).json().Profile_Pic).toBeNull();
    expect((await as(t.app, null).get(picture)).statusCode).toBe(404);
    // Nothing left to remove is no error: the profile has no picture either way.
    expect((await as(t.app, rae).delete(`/api/users/${rae.id}/profile-pic`)).json().Profile_Pic).toBeNull();
  });

  it("refuses someone else's picture with 403 and keeps it; 401 when signed out", async () => {
    const sam = await signUp(t.app, { display_name: "Sam" });
    const picture = (await uploadPicture(sam, sam.id, pngForm())).json().Profile_Pic;
    expect((await as(t.app, bob).delete(`/api/users/${sam.id}/profile-pic`)).statusCode).toBe(403);
    expect((await as(t.app, null).delete(`/api/users/${sam.id}/profile-pic`)).statusCode).toBe(401);
    expect((await as(t.app, sam).get(`/api/users/${sam.id}`)).json().Profile_Pic).toBe(picture);
    expect((await as(t.app, null).get(picture)).statusCode).toBe(200);
  });
});

describe("bad input to the user routes (issue 9, rules 3-6)", () => {
  const usernameOf = async (user: TestUser) => (await as(t.app, user).get(`/api/users/${user.id}`)).json().Username;
  const invisibleMessage = "Username must not contain invisible or direction-changing characters";

  it("refuses a user id with a NUL or other odd characters in the path or in User_Ids with 400", async () => {
    for (const url of ["/api/users/a%00b", "/api/users/a%20b", `/api/users/${"a".repeat(65)}`]) {
      const response = await as(t.app, ada).get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("id is not a valid user id");
    }
    expect((await as(t.app, ada).put("/api/users/a%00b", { Username: "Nul" })).statusCode).toBe(400);
    expect((await as(t.app, ada).put("/api/users/a%00b/username", { Username: "Nul" })).statusCode).toBe(400);
    for (const User_Ids of [["a\u0000b"], [ada.id, "\u0000"], [5], [null]]) {
      const response = await as(t.app, ada).post("/api/users/list", { User_Ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^User_Ids\.\d is not a valid user id$/);
    }
  });

  it.each([
    ["Username", null],
    ["Username", 5],
    ["Username", { name: "x" }],
    ["Private", null],
    ["Private", "yes"],
  ])("refuses %s: %j on PUT /api/users/{id} with 400, writing nothing (rule 5)", async (field, value) => {
    const lou = await signUp(t.app, { display_name: "Lou" });
    const response = await as(t.app, lou).put(`/api/users/${lou.id}`, { Private: true, [field]: value });
    expect(response.statusCode).toBe(400);
    expect((await as(t.app, lou).get(`/api/users/${lou.id}`)).json()).toMatchObject({
      Username: "Lou",
      Private: false,
    });
  });

  it.each(["/username", ""])("refuses a control character in a username on PUT …%s, writing nothing", async (path) => {
    const max = await signUp(t.app, { display_name: "Max" });
    for (const Username of ["Max\u0000", "Ma\tx", "Ma\nx", "Max\u007f"]) {
      const response = await as(t.app, max).put(`/api/users/${max.id}${path}`, { Username });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe("Username must not contain control characters");
    }
    expect(await usernameOf(max)).toBe("Max");
  });

  it("normalises a username: NFC, spaces and invisible ends trimmed, length counted afterwards", async () => {
    const ned = await signUp(t.app, { display_name: "Ned" });
    const rename = (Username: string) => as(t.app, ned).put(`/api/users/${ned.id}/username`, { Username });
    expect((await rename("Cafe\u0301")).json().Username).toBe("Caf\u00e9");
    expect(await usernameOf(ned)).toBe("Caf\u00e9");
    expect((await rename("\u200b\u3000Ned\u00a0\ufeff")).json().Username).toBe("Ned");
    // 20 characters once composed, 40 as sent.
    expect((await rename("e\u0301".repeat(20))).json().Username).toBe("\u00e9".repeat(20));
  });

  it("allows emoji with a variation selector or a zero-width joiner between pictographs", async () => {
    const ola = await signUp(t.app, { display_name: "Ola" });
    for (const Username of ["Ola \u2764\ufe0f", "\u{1f469}\u200d\u{1f4bb} Dev", "\u{1f3f3}\ufe0f\u200d\u{1f308}Ola"]) {
      const response = await as(t.app, ola).put(`/api/users/${ola.id}/username`, { Username });
      expect(response.statusCode).toBe(200);
      expect(response.json().Username).toBe(Username);
    }
  });

  it.each([
    ["\u3164", messages.usernameEmpty],
    ["\u200b\u200b", messages.usernameEmpty],
    [" \u115f\u1160 ", messages.usernameEmpty],
    ["ab\u200bc", invisibleMessage],
    ["\u202eevil", invisibleMessage],
    ["Ada\u2067Lee", invisibleMessage],
    ["Pe\u3164te", invisibleMessage],
    ["Z\u200dZZ", invisibleMessage],
    ["Bo\u00adb", invisibleMessage],
  ])("refuses the username %j with %s", async (Username, message) => {
    const pia = await signUp(t.app, { display_name: "Pia" });
    for (const path of ["/username", ""]) {
      const response = await as(t.app, pia).put(`/api/users/${pia.id}${path}`, { Username });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: message, message, code: "bad_request" });
    }
    expect(await usernameOf(pia)).toBe("Pia");
  });
});
