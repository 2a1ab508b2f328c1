import { crc32, deflateRawSync } from "node:zlib";
import sharp from "sharp";

/*
 * ZIP files for the interop tests, made in the test (never committed): written byte by byte so
 * a test can also make the hostile ones no archiver would (`../` names, lying sizes).
 */

/** One entry of a test ZIP. */
export interface RawEntry {
  readonly name: string;
  readonly data: Buffer | string;
  /** Deflate the data (otherwise stored). */
  readonly deflate?: boolean;
  /** The uncompressed size to declare instead of the true one (a bomb's lie). */
  readonly declaredSize?: number;
}

/** A ZIP of `entries`; `declaredCount` makes the directory claim another entry count. */
export const zipBytes = (entries: readonly RawEntry[], declaredCount?: number): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.from(entry.data);
    const body = entry.deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, "utf8");
    const size = entry.declaredSize ?? data.length;
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0x0800, 2); // names are UTF-8
    common.writeUInt16LE(entry.deflate ? 8 : 0, 4);
    common.writeUInt16LE(0, 6); // time
    common.writeUInt16LE(0x21, 8); // 1980-01-01
    common.writeUInt32LE(crc32(data), 10);
    common.writeUInt32LE(body.length, 14);
    common.writeUInt32LE(size, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24); // no extra field
    const local = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), common, name, body]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    common.copy(central, 6, 0, 26);
    // comment length, disk, internal and external attributes stay 0
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declaredCount ?? entries.length, 8);
  end.writeUInt16LE(declaredCount ?? entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

/** A square face of one colour. */
export const faceImage = (size: number, colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();

/** A clearly different colour per cube face, to see where each one lands after an import. */
export const FACE_COLOURS = {
  f: { r: 220, g: 40, b: 40 },
  r: { r: 40, g: 200, b: 40 },
  b: { r: 40, g: 40, b: 220 },
  l: { r: 230, g: 220, b: 40 },
  u: { r: 240, g: 240, b: 240 },
  d: { r: 30, g: 30, b: 30 },
} as const;

/** The colour at a yaw and pitch (degrees) of an equirectangular JPEG. */
export const colourAt = async (jpeg: Buffer, yaw: number, pitch: number) => {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const x = Math.min(info.width - 1, Math.floor((yaw / 360 + 0.5) * info.width));
  const y = Math.min(info.height - 1, Math.floor((0.5 - pitch / 180) * info.height));
  const o = (y * info.width + x) * info.channels;
  return { r: data[o] ?? 0, g: data[o + 1] ?? 0, b: data[o + 2] ?? 0 };
};

export { unzip } from "../../../testing/unzip";
