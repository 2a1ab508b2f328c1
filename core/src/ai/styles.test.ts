import { describe, expect, it } from "vitest";
import { AI_STYLES, aiStylePrompt, findAiStyle } from "./styles";

describe("AI styles", () => {
  it("has unique ids and colours a byte can hold", () => {
    expect(new Set(AI_STYLES.map((s) => s.id)).size).toBe(AI_STYLES.length);
    for (const { palette } of AI_STYLES) {
      const colours = [palette.zenith, palette.horizon, palette.sun, palette.farLand];
      for (const value of [...colours, palette.nearLand, palette.ground, palette.clouds].flat())
        expect(Number.isInteger(value) && value >= 0 && value <= 255).toBe(true);
      expect(palette.cloudCover).toBeGreaterThanOrEqual(0);
      expect(palette.cloudCover).toBeLessThanOrEqual(1);
      expect(palette.relief).toBeGreaterThanOrEqual(0);
      expect(palette.relief).toBeLessThanOrEqual(1);
    }
  });

  it("finds a style by id and nothing for an unknown one", () => {
    expect(findAiStyle("sunset")?.name).toBe("Sunset");
    expect(findAiStyle("Sunset")).toBeUndefined();
  });

  it("asks an image model for the style and a seamless 2:1 panorama", () => {
    const sunset = findAiStyle("sunset");
    if (sunset === undefined) throw new Error("no sunset style");
    expect(aiStylePrompt("  a harbour ", sunset)).toBe(
      "a harbour, sunset style, 360-degree equirectangular panorama, seamless left and right edges",
    );
  });
});
