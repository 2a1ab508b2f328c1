/*
 * Just enough of the MPEG audio frame format to time an MP3 and to join MP3 files: Polly answers
 * long texts in several files, and a browser reading their concatenation must meet only audio
 * frames, not a second ID3 tag or a Xing/Info frame whose frame count describes the first file.
 */

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

/** One Layer III frame header. */
interface Frame {
  readonly length: number;
  readonly samples: number;
  readonly sampleRate: number;
  /** Bytes of side information, after which a Xing/Info tag would sit. */
  readonly sideInfo: number;
}

const frameAt = (b: Uint8Array, at: number): Frame | undefined => {
  if (at + 4 > b.length || b[at] !== 0xff || ((b[at + 1] ?? 0) & 0xe0) !== 0xe0) return undefined;
  const h1 = b[at + 1] ?? 0;
  const h2 = b[at + 2] ?? 0;
  const version = (h1 >> 3) & 3;
  if (((h1 >> 1) & 3) !== 1) return undefined; // Layer III only
  const v1 = version === 3;
  const kbps = (v1 ? BITRATES_V1 : BITRATES_V2)[h2 >> 4];
  const sampleRate = RATES[version]?.[(h2 >> 2) & 3];
  if (kbps === undefined || kbps === 0 || sampleRate === undefined) return undefined;
  const mono = (b[at + 3] ?? 0) >> 6 === 3;
  const length = Math.floor(((v1 ? 144 : 72) * kbps * 1000) / sampleRate) + ((h2 >> 1) & 1);
  const sideInfo = v1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { length, samples: v1 ? 1152 : 576, sampleRate, sideInfo };
};

const tagAt = (b: Uint8Array, at: number, tag: string) =>
  Buffer.from(b.subarray(at, at + tag.length)).toString("latin1") === tag;

/** An MP3 file's audio frames (tags and Xing/Info frames left out) and what they play for. */
export interface Mp3Audio {
  readonly frames: Buffer;
  readonly frameCount: number;
  readonly sampleRate: number;
  readonly durationMs: number;
}

/** Reads the frames of an MP3 file; throws when it has none (it is not MP3). */
export const readMp3 = (file: Uint8Array): Mp3Audio => {
  let at = 0;
  if (tagAt(file, 0, "ID3") && file.length >= 10) {
    const size = [6, 7, 8, 9].reduce((s, i) => (s << 7) | ((file[i] ?? 0) & 0x7f), 0);
    at = 10 + size + (((file[5] ?? 0) & 0x10) !== 0 ? 10 : 0);
  }
  const kept: Uint8Array[] = [];
  let samples = 0;
  let sampleRate = 0;
  for (let frame = frameAt(file, at); frame !== undefined; frame = frameAt(file, at)) {
    const tagged = ["Xing", "Info"].some((t) => tagAt(file, at + 4 + frame.sideInfo, t));
    if (!(kept.length === 0 && (tagged || tagAt(file, at + 36, "VBRI")))) {
      kept.push(file.subarray(at, at + frame.length));
      samples += frame.samples;
      sampleRate = frame.sampleRate;
    }
    at += frame.length;
  }
  if (kept.length === 0) throw new Error("Not an MP3 file: no MPEG Layer III frames");
  return {
    frames: Buffer.concat(kept),
    frameCount: kept.length,
    sampleRate,
    durationMs: Math.round((samples / sampleRate) * 1000),
  };
};

/** MP3 files played one after the other, as one file of their audio frames. */
export const concatMp3 = (files: readonly Uint8Array[]): Mp3Audio => {
  const parts = files.map(readMp3);
  return {
    frames: Buffer.concat(parts.map((p) => p.frames)),
    frameCount: parts.reduce((n, p) => n + p.frameCount, 0),
    sampleRate: parts[0]?.sampleRate ?? 0,
    durationMs: parts.reduce((n, p) => n + p.durationMs, 0),
  };
};
