import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { finishPanorama } from "./finishPanorama";
import { decodeRgb, seamGap } from "./testing/panoramaPixels";

/** A flat picture of `width` × `height`: red on the left half, blue on the right. */
const halves = (width: number, height: number) => {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set(x < width / 2 ? [220, 30, 30] : [30, 30, 220], (y * width + x) * 3);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

describe("finishPanorama", () => {
  it("makes a model's 3:2 picture an exactly 2:1 panorama whose seam no one sees", async () => {
    const answer = await halves(768, 512);
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
