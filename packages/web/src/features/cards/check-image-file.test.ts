import { IMAGE_MAX_BYTES } from "@quizdeck/shared/constants";
import { describe, expect, test } from "vitest";
import { checkImageFile } from "./check-image-file";

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

function fileOf(head: number[], size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new Blob([bytes]);
}

describe("checkImageFile (SPEC §5 picture rules)", () => {
  test("a PNG or JPEG under 2 MB may be uploaded", async () => {
    expect(await checkImageFile(fileOf(PNG_HEAD, 100))).toBeNull();
    expect(await checkImageFile(fileOf(JPEG_HEAD, IMAGE_MAX_BYTES - 1))).toBeNull();
  });

  test("anything else is refused by its bytes, whatever it is called", async () => {
    expect(await checkImageFile(new Blob(["GIF89a..."]))).toBe("Only JPG, JPEG, and PNG files are allowed.");
    expect(await checkImageFile(new Blob([]))).toBe("Only JPG, JPEG, and PNG files are allowed.");
  });

  test("2 MB (2097152 bytes) or more is too large", async () => {
    expect(await checkImageFile(fileOf(PNG_HEAD, IMAGE_MAX_BYTES))).toBe("File size must be under 2MB.");
  });
});
