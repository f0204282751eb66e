import { describe, expect, it } from "vitest";
import { cookieTokenHash, hashToken } from "./token-hash";

describe("a session token's hash", () => {
  it("is the token's SHA-256 in hex, as the sessions already stored were written", () => {
    // FIPS 180-2's "abc", and a token of about our length as coreutils' sha256sum hashes it.
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashToken("Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5")).toBe(
      "d6a3cd20f8bcb2a965ff67a04716d64a575f64d2ec821eaf4ea6bfd28590065c",
    );
  });

  it("is asked only of a cookie that can be one of ours", () => {
    expect(cookieTokenHash(undefined)).toBeNull();
    expect(cookieTokenHash("")).toBeNull();
    expect(cookieTokenHash("x".repeat(101))).toBeNull();
    expect(cookieTokenHash("x".repeat(100))).toBe(hashToken("x".repeat(100)));
  });
});
