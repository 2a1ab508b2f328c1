import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { panoramaPng } from "./panoramaPng";

describe("panoramaPng", () => {
  it("is a PNG of the size asked, grey all over", () => {
    const png = panoramaPng(64, 32, 0x40);
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([64, 32]);
    const idatLength = png.readUInt32BE(33);
    const pixels = inflateSync(png.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(32 * (1 + 64 * 3));
    expect(pixels[1]).toBe(0x40);
  });

  it("defaults to the smallest panorama the server takes", () => {
    const png = panoramaPng();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 512]);
  });
});
