import { describe, expect, it } from "vitest";
import { imageUrl } from "./images";

describe("imageUrl: the one place an image's URL is built (issue 10 item 7)", () => {
  it("serves a stored image under /api/images/", () => {
    expect(imageUrl("0b6c2d3e-1f00-4a5b-9c8d-7e6f5a4b3c2d")).toBe("/api/images/0b6c2d3e-1f00-4a5b-9c8d-7e6f5a4b3c2d");
  });

  it("has no URL for no image", () => {
    expect(imageUrl(null)).toBeNull();
  });
});
