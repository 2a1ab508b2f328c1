import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { espeakPhonemes, espeakSpeak } from "./espeakWasm";
import { pcmOfWav } from "./wav";

const rms = (samples: Int16Array) => {
  let sum = 0;
  for (const s of samples) sum += (s / 32768) ** 2;
  return Math.sqrt(sum / samples.length);
};
const packageDir = dirname(createRequire(import.meta.url).resolve("text2wav/package.json"));

describe("espeak-ng in WASM", () => {
  it("speaks a sentence as 22.05 kHz PCM that is not silence", async () => {
    const pcm = await espeakSpeak("The main hall was built in the fifteenth century.", "en-us");
    expect(pcm.sampleRate).toBe(22050);
    const seconds = pcm.samples.length / pcm.sampleRate;
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(6);
    expect(rms(pcm.samples)).toBeGreaterThan(0.03);
  });

  it("reads texts that look like options as words", async () => {
    // Through text2wav's own wrapper "--help" makes espeak write no audio and ends the process.
    expect(await espeakPhonemes("--help", "en")).toMatch(/h'Elp/);
    expect(rms((await espeakSpeak("--help", "en")).samples)).toBeGreaterThan(0.03);
    const text = "-w/usr/share/orbis-should-not-exist.wav";
    expect(await espeakPhonemes(text, "en")).toMatch(/sl'aS/); // "slash" is spoken
    expect(rms((await espeakSpeak(text, "en")).samples)).toBeGreaterThan(0.03);
    expect(existsSync(join(packageDir, "orbis-should-not-exist.wav"))).toBe(false);
  });

  it("rejects an unknown voice instead of exiting the process, and leaves no listeners", async () => {
    const crash = process.listenerCount("uncaughtException");
    const rejection = process.listenerCount("unhandledRejection");
    await expect(espeakSpeak("hello", "zz")).rejects.toThrow(/voice does not exist/);
    await espeakSpeak("hello", "en");
    expect(process.listenerCount("uncaughtException")).toBe(crash);
    expect(process.listenerCount("unhandledRejection")).toBe(rejection);
  });
});

describe("pcmOfWav", () => {
  const wav = (chunks: [string, Buffer][]) =>
    Buffer.concat([
      Buffer.from("RIFF\0\0\0\0WAVE", "latin1"),
      ...chunks.flatMap(([id, body]) => {
        const head = Buffer.alloc(8);
        head.write(id, 0, "latin1");
        head.writeUInt32LE(body.length, 4);
        return [head, body, Buffer.alloc(body.length % 2)];
      }),
    ]);
  const fmt = (channels: number, bits: number) => {
    const b = Buffer.alloc(16);
    b.writeUInt16LE(1, 0);
    b.writeUInt16LE(channels, 2);
    b.writeUInt32LE(16000, 4);
    b.writeUInt16LE(bits, 14);
    return b;
  };
  const data = Buffer.from(new Int16Array([1, -2, 32767, -32768]).buffer);

  it("walks chunks to the samples, skipping others and odd padding", () => {
    const pcm = pcmOfWav(
      wav([
        ["LIST", Buffer.from("abc")],
        ["fmt ", fmt(1, 16)],
        ["data", data],
      ]),
    );
    expect(pcm.sampleRate).toBe(16000);
    expect([...pcm.samples]).toEqual([1, -2, 32767, -32768]);
  });

  it("refuses what it cannot read", () => {
    expect(() => pcmOfWav(Buffer.from("not a wave file"))).toThrow(/Not a WAVE/);
    expect(() =>
      pcmOfWav(
        wav([
          ["fmt ", fmt(2, 16)],
          ["data", data],
        ]),
      ),
    ).toThrow(/2 channels/);
    expect(() => pcmOfWav(wav([["fmt ", fmt(1, 16)]]))).toThrow(/without data/);
  });
});
