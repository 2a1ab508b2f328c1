/*
 * The header of an uncompressed 8-bit RGB TIFF cut in strips: the one format libvips reads from
 * a file that we can also write row band by row band, so a rebuilt equirectangular image (up to
 * 16384 × 8192, 400 MB of pixels) goes to disk as it is computed instead of into one buffer, and
 * sharp then encodes it reading sequentially.
 */

/** Rows per strip: small strips let the reader hold a few rows at a time. */
export const TIFF_ROWS_PER_STRIP = 16;

const SHORT = 3;
const LONG = 4;

interface Field {
  readonly tag: number;
  readonly type: typeof SHORT | typeof LONG;
  readonly values: readonly number[];
}

/**
 * The bytes before the pixels of a `width × height` RGB image; the pixels follow right after,
 * row by row, three bytes a pixel.
 */
export const rawTiffHeader = (width: number, height: number): Buffer => {
  const rowBytes = width * 3;
  const strips = Math.ceil(height / TIFF_ROWS_PER_STRIP);
  const counts = Array.from(
    { length: strips },
    (_, i) => Math.min(TIFF_ROWS_PER_STRIP, height - i * TIFF_ROWS_PER_STRIP) * rowBytes,
  );
  const fields: Field[] = [
    { tag: 256, type: LONG, values: [width] },
    { tag: 257, type: LONG, values: [height] },
    { tag: 258, type: SHORT, values: [8, 8, 8] },
    { tag: 259, type: SHORT, values: [1] }, // no compression
    { tag: 262, type: SHORT, values: [2] }, // RGB
    { tag: 273, type: LONG, values: counts.map(() => 0) }, // strip offsets, filled below
    { tag: 277, type: SHORT, values: [3] },
    { tag: 278, type: LONG, values: [TIFF_ROWS_PER_STRIP] },
    { tag: 279, type: LONG, values: counts },
    { tag: 284, type: SHORT, values: [1] }, // chunky: RGBRGB…
  ];
  const size = (f: Field) => f.values.length * (f.type === SHORT ? 2 : 4);
  const ifdBytes = 2 + fields.length * 12 + 4;
  const outside = fields.filter((f) => size(f) > 4);
  const total = 8 + ifdBytes + outside.reduce((n, f) => n + size(f), 0);
  const offsets = new Map<number, number>();
  let at = 8 + ifdBytes;
  for (const f of outside) {
    offsets.set(f.tag, at);
    at += size(f);
  }
  const pixels = total;
  const stripOffsets = counts.map((_, i) => pixels + i * TIFF_ROWS_PER_STRIP * rowBytes);
  const header = Buffer.alloc(total);
  header.write("II", 0, "latin1");
  header.writeUInt16LE(42, 2);
  header.writeUInt32LE(8, 4);
  header.writeUInt16LE(fields.length, 8);
  fields.forEach((field, index) => {
    const values = field.tag === 273 ? stripOffsets : field.values;
    const entry = 10 + index * 12;
    header.writeUInt16LE(field.tag, entry);
    header.writeUInt16LE(field.type, entry + 2);
    header.writeUInt32LE(values.length, entry + 4);
    const where = offsets.get(field.tag) ?? entry + 8;
    values.forEach((value, i) => {
      if (field.type === SHORT) header.writeUInt16LE(value, where + i * 2);
      else header.writeUInt32LE(value, where + i * 4);
    });
    if (offsets.has(field.tag)) header.writeUInt32LE(where, entry + 8);
  });
  return header;
};
