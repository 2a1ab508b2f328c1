import { AI_STYLES } from "@orbis/core/ai";
import { describe, expect, it } from "vitest";
import { aiStyleSwatch } from "./aiStyleSwatch";

describe("aiStyleSwatch", () => {
  it.each(AI_STYLES.map((style) => [style.id, style] as const))(
    "draws %s in its palette: sky, sun and ground",
    (id, style) => {
      const swatch = aiStyleSwatch(id) ?? "";
      const [zr, zg, zb] = style.palette.zenith;
      const [sr, sg, sb] = style.palette.sun;
      const [gr, gg, gb] = style.palette.ground;
      expect(swatch).toContain(`rgb(${zr} ${zg} ${zb}) 0%`);
      expect(swatch).toContain(`radial-gradient(circle at 70% `);
      expect(swatch).toContain(`rgb(${sr} ${sg} ${sb}) 0 7%`);
      expect(swatch).toContain(`rgb(${gr} ${gg} ${gb}) 80%`);
    },
  );

  it("has no swatch for a style Orbis does not know", () => {
    expect(aiStyleSwatch("watercolour")).toBeUndefined();
  });
});
