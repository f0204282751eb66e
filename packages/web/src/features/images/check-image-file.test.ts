import { IMAGE_MAX_BYTES } from "@quizdeck/shared/constants";
import { messages } from "@quizdeck/shared/messages";
import { describe, expect, test } from "vitest";
import { checkImageFile, imageFileProblem } from "./check-image-file";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const text = new TextEncoder().encode("hello wo");

describe("imageFileProblem (docs/product.md §5 picture rules, for pictures and card images)", () => {
  test("accepts JPG, JPEG and PNG files whose content matches, whatever the case of the name", () => {
    expect(imageFileProblem({ name: "me.png", size: 1000, firstBytes: png })).toBeNull();
    expect(imageFileProblem({ name: "me.JPG", size: 1000, firstBytes: jpeg })).toBeNull();
    expect(imageFileProblem({ name: "me.jpeg", size: 1000, firstBytes: jpeg })).toBeNull();
  });

  test("refuses other names and content that is not an image", () => {
    expect(imageFileProblem({ name: "me.gif", size: 1000, firstBytes: png })).toBe(messages.imageWrongType);
    expect(imageFileProblem({ name: "png", size: 1000, firstBytes: png })).toBe(messages.imageWrongType);
    expect(imageFileProblem({ name: "notes.png", size: 1000, firstBytes: text })).toBe(messages.imageWrongType);
    expect(imageFileProblem({ name: "empty.png", size: 0, firstBytes: new Uint8Array() })).toBe(
      messages.imageWrongType,
    );
  });

  test("refuses 2 MB and more, and reports the type first", () => {
    expect(imageFileProblem({ name: "big.png", size: IMAGE_MAX_BYTES - 1, firstBytes: png })).toBeNull();
    expect(imageFileProblem({ name: "big.png", size: IMAGE_MAX_BYTES, firstBytes: png })).toBe(messages.imageTooLarge);
    expect(imageFileProblem({ name: "big.txt", size: IMAGE_MAX_BYTES, firstBytes: text })).toBe(
      messages.imageWrongType,
    );
  });
});

describe("checkImageFile", () => {
  test("reads the first bytes of a real File", async () => {
    const bytes = new Uint8Array(100);
    bytes.set(png);
    const draws = async () => true;
    expect(await checkImageFile(new File([bytes], "photo.png"), draws)).toBeNull();
    expect(await checkImageFile(new File(["GIF89a..."], "photo.png"), draws)).toBe(messages.imageWrongType);
  });

  test("refuses a file the browser cannot draw, once it has passed the other rules", async () => {
    const bytes = new Uint8Array(100);
    bytes.set(png);
    expect(await checkImageFile(new File([bytes], "photo.png"), async () => false)).toBe(messages.imageDamaged);
    expect(await checkImageFile(new File(["GIF89a..."], "photo.png"), async () => false)).toBe(messages.imageWrongType);
  });
});
