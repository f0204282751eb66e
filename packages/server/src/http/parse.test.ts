import { numericId } from "@quizdeck/shared/ids";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parse } from "./parse";

const schema = z.object({
  Group_id: numericId,
  name: z.string().min(2),
  nested: z.object({ id: numericId }).optional(),
});
const messageOf = (input: unknown) => {
  try {
    parse(schema, input);
    return "no error";
  } catch (error) {
    return (error as Error).message;
  }
};

describe("parse: readable 400 messages", () => {
  it("calls a missing field missing, also behind a coercing schema", () => {
    expect(messageOf({ name: "ok" })).toBe("Group_id is required");
    expect(messageOf(undefined)).toBe("Group_id is required");
  });

  it("names the field whose value is wrong", () => {
    expect(messageOf({ Group_id: "abc", name: "ok" })).toBe("Group_id must be a number");
    expect(messageOf({ Group_id: 1, name: "x" })).toBe("name: Too small: expected string to have >=2 characters");
    expect(messageOf({ Group_id: 1, name: "ok", nested: { id: -1 } })).toBe("nested.id must be a positive number");
  });

  it("passes the parsed value through", () => {
    expect(parse(schema, { Group_id: "5", name: "ok", extra: true })).toEqual({ Group_id: 5, name: "ok" });
  });
});
