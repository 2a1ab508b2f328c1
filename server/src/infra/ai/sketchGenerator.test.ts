import { findAiStyle, promptSeed } from "@orbis/core/ai";
import { describe, expect, it } from "vitest";
import { createSketchGenerator } from "./sketchGenerator";
import { decodeRgb, seamGap } from "./testing/panoramaPixels";

const styleOf = (id: string) => {
  const style = findAiStyle(id);
  if (style === undefined) throw new Error(`no style ${id}`);
  return style;
};
const request = (prompt: string, styleId: string, width = 512) => ({
  prompt,
  style: styleOf(styleId),
  seed: promptSeed(prompt, styleId),
  width,
});
const mean = (image: Awaited<ReturnType<typeof decodeRgb>>, rows: [number, number]) => {
  const sum = [0, 0, 0];
  const [from, to] = rows;
  for (let i = from * image.width * 3; i < to * image.width * 3; i++)
    sum[i % 3] = (sum[i % 3] as number) + (image.data[i] as number);
  return sum.map((s) => s / ((to - from) * image.width));
};

describe("the sketch generator", () => {
  const sketch = createSketchGenerator();

  it("says it is a sketch, not a model", () => {
    expect(sketch.kind).toBe("sketch");
  });

  it("paints an exactly 2:1 panorama whose edges meet and whose poles are one colour", async () => {
    const image = await decodeRgb(
      await sketch.generate(request("a lake at dawn", "daylight", 1024)),
    );
    expect([image.width, image.height]).toEqual([1024, 512]);
    const seam = seamGap(image);
    // JPEG's 8×8 blocks round each side on its own: a few levels, where an unblended seam
    // differs by tens.
    expect(seam.mean).toBeLessThan(3);
    expect(seam.worst).toBeLessThan(12);
    const top = Array.from(image.data.subarray(0, 1024 * 3));
    const spread = [0, 1, 2].map((c) => {
      const channel = top.filter((_, i) => i % 3 === c);
      return Math.max(...channel) - Math.min(...channel);
    });
    expect(Math.max(...spread)).toBeLessThan(12);
  });

  it("paints the same picture for the same prompt and style, another for another prompt", async () => {
    const [a, b, c] = await Promise.all([
      sketch.generate(request("a lake at dawn", "daylight")),
      sketch.generate(request("  A lake at DAWN", "daylight")),
      sketch.generate(request("a forest in the rain", "daylight")),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it("paints in the style's colours: a blue daylight sky, a dark night, a warm sunset horizon", async () => {
    const [day, night, sunset] = await Promise.all(
      ["daylight", "night", "sunset"].map(async (id) =>
        decodeRgb(await sketch.generate(request("a valley", id))),
      ),
    );
    const [dayRed, , dayBlue] = mean(day as Awaited<ReturnType<typeof decodeRgb>>, [0, 40]);
    expect(dayBlue).toBeGreaterThan((dayRed as number) + 30);
    const nightSky = mean(night as Awaited<ReturnType<typeof decodeRgb>>, [0, 40]);
    expect(Math.max(...nightSky)).toBeLessThan(80);
    // Just above the horizon (the middle row is the horizon): warmer than it is blue.
    const [warm, , cool] = mean(sunset as Awaited<ReturnType<typeof decodeRgb>>, [90, 110]);
    expect(warm).toBeGreaterThan(cool as number);
  });

  it("refuses a width it cannot paint, before any work", async () => {
    for (const width of [100, 513, 16384, Number.NaN])
      await expect(sketch.generate(request("a valley", "daylight", width))).rejects.toMatchObject({
        code: 10400,
        message: expect.stringContaining(String(width)),
      });
  });

  it("stops when the generation is no longer wanted", async () => {
    const controller = new AbortController();
    const made = sketch.generate(request("a valley", "snow", 4096), controller.signal);
    controller.abort(new Error("deleted by its owner"));
    await expect(made).rejects.toThrow("deleted by its owner");
  });
});
