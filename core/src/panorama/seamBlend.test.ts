import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  blendSeam,
  poleRows,
  type RawImage,
  seamBand,
  seamMismatch,
  smoothPoles,
} from "./seamBlend";

const imageOf = (width: number, height: number, channels: number, bytes: readonly number[]) => ({
  data: Uint8Array.from(
    { length: width * height * channels },
    (_, i) => bytes[i % bytes.length] ?? 0,
  ),
  width,
  height,
  channels,
});

const arbitraryImage = fc
  .record({
    width: fc.integer({ min: 2, max: 24 }),
    height: fc.integer({ min: 2, max: 12 }),
    channels: fc.constantFrom(1, 3, 4),
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 }),
  })
  .map(({ width, height, channels, bytes }) => imageOf(width, height, channels, bytes));

const column = (image: RawImage, x: number) =>
  Array.from({ length: image.height * image.channels }, (_, i) => {
    const y = Math.floor(i / image.channels);
    return image.data[(y * image.width + x) * image.channels + (i % image.channels)];
  });

describe("blendSeam", () => {
  it("makes the first and last columns meet, whatever the picture", () => {
    fc.assert(
      fc.property(arbitraryImage, fc.integer({ min: 1, max: 40 }), (image, band) => {
        expect(seamMismatch(blendSeam(image, band))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("leaves the columns past the band and the source untouched", () => {
    const image = imageOf(10, 2, 1, [0, 10, 20, 30, 40, 50, 60, 70, 80, 250]);
    const before = Uint8Array.from(image.data);
    const blended = blendSeam(image, 3);
    expect(image.data).toEqual(before);
    for (const x of [3, 4, 5, 6]) expect(column(blended, x)).toEqual(column(image, x));
    // Full pull at the edge: both become the mean of 0 and 250.
    expect(column(blended, 0)).toEqual([125, 125]);
    expect(column(blended, 9)).toEqual([125, 125]);
    // A third of the way in, a third of the pull: 10 + (80 - 10) / 3.
    expect(column(blended, 1)).toEqual([33, 33]);
  });

  it("refuses bytes that are not the size it is told", () => {
    expect(() =>
      blendSeam({ data: new Uint8Array(5), width: 2, height: 1, channels: 3 }, 1),
    ).toThrow("5 bytes are not 2 × 1 pixels of 3 channels");
  });
});

describe("smoothPoles", () => {
  it("makes the top and bottom rows one colour each", () => {
    fc.assert(
      fc.property(arbitraryImage, fc.integer({ min: 1, max: 10 }), (image, rows) => {
        const smooth = smoothPoles(image, rows);
        const stride = image.width * image.channels;
        for (const y of [0, image.height - 1])
          for (let c = 0; c < image.channels; c++) {
            const values = Array.from(
              { length: image.width },
              (_, x) => smooth.data[y * stride + x * image.channels + c] as number,
            );
            expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
          }
      }),
    );
  });

  it("keeps the rows past its reach", () => {
    const image = imageOf(4, 8, 1, [0, 200, 40, 90, 13]);
    const smooth = smoothPoles(image, 2);
    expect(smooth.data.subarray(8, 24)).toEqual(image.data.subarray(8, 24));
  });
});

describe("seamBand and poleRows", () => {
  it("scale with the picture, never below a few pixels", () => {
    expect([seamBand(4096), seamBand(1024), seamBand(100)]).toEqual([64, 16, 4]);
    expect([poleRows(2048), poleRows(512), poleRows(20)]).toEqual([64, 16, 2]);
  });
});
