import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatStorageSize, STORAGE_BASE, STORAGE_UNITS, storageSizeParts } from "./storageSize";

const K = 1024;

describe("formatStorageSize", () => {
  it.each([
    [0, "0 Bytes"],
    [1, "1.00 Bytes"],
    [0.5, "0.50 Bytes"],
    [1023, "1023.00 Bytes"],
    [1024, "1.00 KB"],
    [1536, "1.50 KB"],
    [K * K - 1, "1.00 MB"],
    [K * K, "1.00 MB"],
    [5.25 * K ** 3, "5.25 GB"],
    [K ** 4, "1.00 TB"],
    [K ** 5, "1.00 PB"],
    [K ** 6, "1.00 EB"],
    [K ** 7, "1.00 ZB"],
    [K ** 8, "1.00 YB"],
    [K ** 9, "1024.00 YB"],
    [K ** 10, "1048576.00 YB"],
    [-1, "0 Bytes"],
    [Number.NaN, "0 Bytes"],
    [Number.POSITIVE_INFINITY, "0 Bytes"],
  ])("%d bytes read %s", (bytes, text) => {
    expect(formatStorageSize(bytes)).toBe(text);
  });

  it("names nine 1024-based units", () => {
    expect(STORAGE_UNITS).toEqual(["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"]);
    expect(STORAGE_BASE).toBe(1024);
  });
});

const rank = (bytes: number): [number, number] => {
  const { value, unit } = storageSizeParts(bytes);
  return [STORAGE_UNITS.indexOf(unit), Number(value)];
};

const positive = fc.double({ min: 1e-3, max: 1e30, noNaN: true, noDefaultInfinity: true });

describe("storage size properties", () => {
  it("always shows two decimals and a known unit", () => {
    fc.assert(
      fc.property(positive, (bytes) => {
        expect(formatStorageSize(bytes)).toMatch(/^\d+\.\d{2} (Bytes|KB|MB|GB|TB|PB|EB|ZB|YB)$/);
      }),
    );
  });

  it("picks the largest unit not above the size, or the next one when rounding reaches 1024", () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e30, noNaN: true }), (bytes) => {
        let floor = 0;
        while (floor < 8 && bytes >= K ** (floor + 1)) floor += 1;
        const roundsUp = floor < 8 && Number((bytes / K ** floor).toFixed(2)) >= K;
        const [index, value] = rank(bytes);
        expect(index).toBe(roundsUp ? floor + 1 : floor);
        expect(value).toBeGreaterThanOrEqual(1);
        if (index < 8) expect(value).toBeLessThan(K);
      }),
    );
  });

  it("is monotonic: more bytes never read as less", () => {
    fc.assert(
      fc.property(positive, positive, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const [ul, vl] = rank(lo);
        const [uh, vh] = rank(hi);
        expect(ul < uh || (ul === uh && vl <= vh)).toBe(true);
      }),
    );
  });

  it("reads back within rounding of the input", () => {
    fc.assert(
      fc.property(positive, (bytes) => {
        const [index, value] = rank(bytes);
        expect(Math.abs(value * K ** index - bytes)).toBeLessThanOrEqual(0.005 * K ** index + 1e-9);
      }),
    );
  });
});
