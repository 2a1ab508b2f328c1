import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/*
 * Images generated for the tiling tests (never committed). The reference panorama, coloured by
 * direction, is the test kit's, shared with the import and published-page tests.
 */

export { directionColour, directionPanorama } from "@orbis/testkit/referenceCube";

/** A detailed (noisy) image of any size in a given format. */
export const noiseImage = (
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp",
): Promise<Buffer> =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .toFormat(format, format === "jpeg" ? { quality: 90 } : {})
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/**
 * A PNG whose header claims `width × height` followed by a few bytes of pixel data: what a
 * decompression bomb looks like to a header reader (libspng wants one IDAT chunk to say so).
 */
export const pngHeaderOnly = (width: number, height: number): Buffer => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(64))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

/**
 * A small real JPEG whose frame header (SOF0) is rewritten to claim `width × height`: a bomb as
 * a header reader sees it. A JPEG header holds at most 65535 a side, and libjpeg reads none
 * past 65500 (it calls a larger one damaged), so 65500 is the largest claim that gets as far as
 * Orbis' own size check.
 */
export const jpegDeclaring = async (width: number, height: number): Promise<Buffer> => {
  if (width > 65500 || height > 65500) throw new Error("libjpeg reads no side past 65500");
  const jpeg = await sharp({
    create: { width: 16, height: 8, channels: 3, background: "#808080" },
  })
    .jpeg({ progressive: false })
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error("no baseline frame header");
  // FF C0, length (2), precision (1), then height and width.
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
};
