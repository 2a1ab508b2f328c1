import { describe, expect, it } from "vitest";
import { isCompressible } from "./compressible";

describe("isCompressible", () => {
  it("takes text formats in any case", () => {
    for (const extension of [".js", ".CSS", ".html", ".svg", ".json", ".map", ".Mjs", ".txt"])
      expect(isCompressible(extension)).toBe(true);
  });

  it("leaves images, fonts, archives and names without a dot alone", () => {
    for (const extension of [".png", ".jpg", ".webp", ".woff2", ".glb", ".zip", ".wasm", "js", ""])
      expect(isCompressible(extension)).toBe(false);
  });
});
