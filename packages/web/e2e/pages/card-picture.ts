import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** A PNG of this size drawn by the browser (a frame, a block in the middle), uploaded as the card's image. */
export async function uploadCardPicture(
  page: Page,
  cardId: number,
  { width, height }: { width: number; height: number },
): Promise<void> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#1d4ed8";
      context.fillRect(0, 0, w, h);
      context.fillStyle = "#fcd34d";
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL("image/png").split(",")[1]!;
    },
    [width, height] as const,
  );
  const response = await page.context().request.post(`/api/cards/${cardId}/image`, {
    multipart: { file: { name: "picture.png", mimeType: "image/png", buffer: Buffer.from(base64, "base64") } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Waits until the picture is loaded and drawn from a file of this width. */
export async function waitForPicture(image: Locator, width: number, wait: { timeout?: number } = {}): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), wait)
    .toBe(width);
}
