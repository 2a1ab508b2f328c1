import { describe, expect, it } from "vitest";
import { createMp3Writer } from "./mp3Encoder";
import { concatMp3, readMp3 } from "./mp3Frames";
import { decodeMp3 } from "./testing/testAudio";

/** `ms` of a 300 Hz tone at `rate`, as MP3. */
const tone = async (ms: number, rate = 22050) => {
  const samples = new Int16Array(Math.round((ms * rate) / 1000));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = Math.round(10000 * Math.sin((2 * Math.PI * 300 * i) / rate));
  }
  const writer = createMp3Writer(rate);
  await writer.write(samples);
  return writer.end();
};

/** An ID3v2 tag of `size` body bytes. */
const id3 = (size: number) =>
  Buffer.concat([
    Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, (size >> 7) & 0x7f, size & 0x7f]),
    Buffer.alloc(size, 0x20),
  ]);

describe("MP3 frames", () => {
  it("times an MP3 from its frame headers as a decoder plays it", async () => {
    for (const rate of [16000, 22050, 24000]) {
      const mp3 = await tone(2000, rate);
      const read = readMp3(mp3);
      const decoded = await decodeMp3(mp3);
      expect(read.sampleRate).toBe(rate);
      expect(decoded.errors).toBe(0);
      // The encoder pads up to whole frames, plus its delay: a few frames longer at most.
      expect(read.durationMs).toBeGreaterThanOrEqual(2000);
      expect(read.durationMs).toBeLessThan(2200);
      expect(Math.abs(read.durationMs - decoded.durationMs)).toBeLessThan(60);
      expect(read.frames.equals(mp3)).toBe(true);
    }
  });

  it("joins MP3 files into one that plays them back to back, dropping tags and Info frames", async () => {
    const first = await tone(1000);
    const second = await tone(1500);
    const a = readMp3(first);
    const b = readMp3(second);
    // An Info frame (what LAME writes for gapless playback) is the first frame, tagged "Info"
    // after the side information (9 bytes for MPEG-2 mono).
    const info = Buffer.from(first.subarray(0, a.frames.length / a.frameCount));
    info.fill(0, 4);
    info.write("Info", 4 + 9, "latin1");
    const tagged = Buffer.concat([id3(300), info, first, Buffer.from("TAG"), Buffer.alloc(125)]);

    const joined = concatMp3([tagged, second]);
    expect(joined.frameCount).toBe(a.frameCount + b.frameCount);
    expect(joined.frames.equals(Buffer.concat([first, second]))).toBe(true);
    expect(joined.durationMs).toBe(a.durationMs + b.durationMs);
    const decoded = await decodeMp3(joined.frames);
    expect(decoded.errors).toBe(0);
    expect(Math.abs(decoded.durationMs - joined.durationMs)).toBeLessThan(60);
  });

  it("refuses what is not MP3", () => {
    expect(() => readMp3(Buffer.from("RIFF....WAVEfmt "))).toThrow(/Not an MP3/);
    expect(() => readMp3(new Uint8Array())).toThrow(/Not an MP3/);
  });
});
