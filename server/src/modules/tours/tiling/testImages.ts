import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/*
 * Panoramas generated for the tiling tests (never committed images). The direction panorama
 * paints every equirect pixel with the colour of the direction through its centre, so a tile
 * pixel's colour says where on the sphere the tiler took it from.
 */

/** The colour of a unit direction in the cube frame (x right, y up, −z ahead): 128 ± 127 each. */
export const directionColour = ([x, y, z]: readonly number[]): [number, number, number] => [
  128 + 127 * (x ?? 0),
  128 + 127 * (y ?? 0),
  128 + 127 * (z ?? 0),
];

/** A `width × width/2` equirect, lossless PNG, coloured by direction. */
export const directionPanorama = async (width: number): Promise<Buffer> => {
  const height = width / 2;
  const pixels = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++) {
    const pitch = (0.5 - (row + 0.5) / height) * Math.PI;
    for (let col = 0; col < width; col++) {
      const yaw = ((col + 0.5) / width - 0.5) * 2 * Math.PI;
      const direction = [
        Math.cos(pitch) * Math.sin(yaw),
        Math.sin(pitch),
        -Math.cos(pitch) * Math.cos(yaw),
      ];
      const [r, g, b] = directionColour(direction);
      const o = (row * width + col) * 3;
      pixels[o] = Math.round(r);
      pixels[o + 1] = Math.round(g);
      pixels[o + 2] = Math.round(b);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
};

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
