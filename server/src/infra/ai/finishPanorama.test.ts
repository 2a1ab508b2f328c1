import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { finishPanorama } from "./finishPanorama";
import { decodeRgb, seamGap, splitPicture } from "./testing/panoramaPixels";

describe("finishPanorama", () => {
  it("makes a model's 3:2 picture an exactly 2:1 panorama whose seam no one sees", async () => {
    const answer = await splitPicture(768, 512);
    const unblended = seamGap(await decodeRgb(await sharp(answer).jpeg().toBuffer()));
    expect(unblended.mean).toBeGreaterThan(100);
    const image = await decodeRgb(await finishPanorama(answer, 1024));
    expect([image.width, image.height]).toEqual([1024, 512]);
    expect(seamGap(image).worst).toBeLessThan(12);
  });

  it("refuses an answer that is not an image", async () => {
    await expect(
      finishPanorama(new TextEncoder().encode('{"error":"rate limited"}'), 1024),
    ).rejects.toMatchObject({
      code: 10415,
      message: "The image model's answer is not an image Orbis can read",
    });
  });
});
