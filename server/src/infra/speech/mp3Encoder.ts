import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { setImmediate } from "node:timers/promises";
import { createEncoder, type WasmMediaEncoder } from "wasm-media-encoders";
import { wasmApi } from "./emscripten";

/*
 * MP3, not Ogg/Opus: Opus needs a resampler to 24 kHz, an Ogg muxer of our own and still fails in
 * older Safari, while Polly answers in MP3: with MP3 from both engines the viewer has one format
 * to play and every browser plays it. 48 kbit/s at espeak's 22.05 kHz mono is what Polly sends at
 * that rate too.
 *
 * The encoder is LAME itself compiled to WebAssembly (wasm-media-encoders): on two minutes of
 * speech-like sound it took 0.87 s of CPU where lamejs, LAME ported to JavaScript, took 3.7 s for
 * the same bytes, and a 5000-character marker text is about five minutes of speech.
 */

/** MP3 bit rate of the local engine, in kbit/s. */
export const MP3_KBPS = 48;

/** The bit rates LAME encodes at a constant rate. */
type Mp3Kbps = 8 | 16 | 24 | 32 | 40 | 48 | 64 | 80 | 96 | 112 | 128 | 160 | 192 | 224 | 256;

/** The sample rates an MP3 stream can have (MPEG 1, 2 and 2.5). */
const MP3_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;
type Mp3Rate = (typeof MP3_RATES)[number];

const isMp3Rate = (rate: number): rate is Mp3Rate =>
  (MP3_RATES as readonly number[]).includes(rate);

// Whole frames per call keep the encoder's buffers small.
const BLOCK = 1152 * 32;

/** What `createEncoder` takes as a compiled module (the server's TS libs do not declare one). */
type LameModule = Parameters<typeof createEncoder>[1];

let lame: Promise<LameModule> | undefined;

/** LAME's WebAssembly, compiled once per process (~40 ms); each encoder is an instance of it. */
const lameModule = (): Promise<LameModule> => {
  lame ??= readFile(createRequire(import.meta.url).resolve("wasm-media-encoders/wasm/mp3")).then(
    async (bytes) => (await wasmApi.compile(bytes)) as LameModule,
  );
  return lame;
};

/** An MP3 encoding in progress: PCM in, piece by piece; the file out at the end. */
export interface Mp3Writer {
  /**
   * Encodes the next mono samples, which continue the previous ones without a gap. Encoding takes
   * ~7 ms of CPU per second of audio; it yields to the event loop every ~1.7 s of audio.
   */
  write(samples: Int16Array): Promise<void>;
  /** Flushes the encoder and returns the whole MP3 file. */
  end(): Promise<Buffer>;
}

/**
 * One continuous MP3 stream for speech made in pieces: encoding all pieces with the same encoder
 * avoids the silence and clicks that gluing separately encoded files (each with its own encoder
 * delay and padding) would put at every join. The stream keeps `sampleRate`: no resampling.
 */
export const createMp3Writer = (sampleRate: number, kbps: Mp3Kbps = MP3_KBPS): Mp3Writer => {
  if (!isMp3Rate(sampleRate)) throw new Error(`MP3 has no ${sampleRate} Hz sample rate`);
  let encoder: WasmMediaEncoder<"audio/mpeg"> | undefined;
  const started = async () => {
    if (encoder === undefined) {
      encoder = await createEncoder("audio/mpeg", await lameModule());
      encoder.configure({ channels: 1, sampleRate, bitrate: kbps, outputSampleRate: sampleRate });
    }
    return encoder;
  };
  // The encoder owns the bytes it returns until its next call: each piece is copied out.
  const parts: Buffer[] = [];
  return {
    write: async (samples) => {
      const lame = await started();
      for (let at = 0; at < samples.length; at += BLOCK) {
        if (at > 0) await setImmediate();
        const block = samples.subarray(at, at + BLOCK);
        const pcm = new Float32Array(block.length);
        for (let i = 0; i < block.length; i++) pcm[i] = (block[i] ?? 0) / 32768;
        parts.push(Buffer.from(lame.encode([pcm])));
      }
    },
    end: async () => {
      parts.push(Buffer.from((await started()).finalize()));
      return Buffer.concat(parts);
    },
  };
};
