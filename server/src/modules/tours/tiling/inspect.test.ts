import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isAppError } from "@orbis/core/errors";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inspectPanorama, PREVIEW_SIZE, THUMBNAIL_SIZE } from "./inspect";
import { jpegDeclaring, noiseImage, pngHeaderOnly } from "./testing/testImages";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "orbis-inspect-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const save = async (name: string, bytes: Buffer | string) => {
  const path = join(dir, name);
  await writeFile(path, bytes);
  return path;
};

describe("inspectPanorama accepts", () => {
  it.each([
    ["jpeg", 2048, 1024],
    ["png", 2048, 1024],
    ["webp", 2048, 1024],
    ["jpeg", 2048, 1025],
  ] as const)(
    "a %s panorama of %d×%d, with its preview and thumbnail",
    async (format, width, height) => {
      const bytes = await noiseImage(width, height, format);
      const path = await save(`ok-${width}x${height}.${format}`, bytes);
      const result = await inspectPanorama(path);
      expect(result).toMatchObject({ format, width, height, bytes: bytes.length });
      const preview = await sharp(result.preview).metadata();
      const thumbnail = await sharp(result.thumbnail).metadata();
      expect([preview.format, preview.width, preview.height]).toEqual([
        "jpeg",
        PREVIEW_SIZE.width,
        PREVIEW_SIZE.height,
      ]);
      expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual([
        "jpeg",
        THUMBNAIL_SIZE.width,
        THUMBNAIL_SIZE.height,
      ]);
    },
  );
});

describe("inspectPanorama refuses", () => {
  const cases: [string, () => Promise<Buffer | string>, number, RegExp][] = [
    [
      "a text file",
      async () => "not a panorama at all\n",
      10415,
      /text\.txt is not a JPEG, PNG or WebP image/,
    ],
    ["an empty file", async () => Buffer.alloc(0), 10415, /not a JPEG, PNG or WebP/],
    [
      "a truncated JPEG",
      async () => {
        const full = await noiseImage(2048, 1024, "jpeg");
        return full.subarray(0, Math.floor(full.length * 0.6));
      },
      10400,
      /damaged or incomplete/,
    ],
    [
      "a JPEG with garbage after its magic bytes",
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]),
      10400,
      /damaged or incomplete/,
    ],
    [
      "a 1×1 image",
      () => noiseImage(1, 1, "png"),
      10400,
      /is 1×1: a panorama must be at least 1024×512/,
    ],
    [
      "a 3:1 image",
      () => noiseImage(3072, 1024, "jpeg"),
      10400,
      /is 3072×1024: .*twice as wide as high \(2:1\)/,
    ],
    ["a square image", () => noiseImage(1024, 1024, "webp"), 10400, /is 1024×1024: .*2:1/],
    [
      "an 800×400 panorama",
      () => noiseImage(800, 400, "jpeg"),
      10400,
      /is 800×400: a panorama must be at least/,
    ],
    [
      "a PNG whose header claims 30000×15000",
      async () => pngHeaderOnly(30000, 15000),
      10413,
      /is 30000×15000: a panorama can be at most 16384×8192/,
    ],
    [
      "a JPEG whose header claims 65500×32750",
      () => jpegDeclaring(65500, 32750),
      10413,
      /is 65500×32750: a panorama can be at most 16384×8192/,
    ],
    [
      "a PNG whose header claims 16386×8193",
      async () => pngHeaderOnly(16386, 8193),
      10413,
      /at most/,
    ],
  ];

  it.each(cases)("%s", async (label, make, code, message) => {
    const name = label.includes("text") ? "text.txt" : `${label.replace(/\W+/g, "-")}.bin`;
    const path = await save(name, await make());
    const error = await inspectPanorama(path).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isAppError(error)).toBe(true);
    if (!isAppError(error)) return;
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it("names the upload, not the path on disk, when told its name", async () => {
    const path = await save("tmp-8f3a", await noiseImage(800, 400, "png"));
    await expect(inspectPanorama(path, { name: "beach.png" })).rejects.toThrow(
      /^beach\.png is 800×400/,
    );
  });
});
