import { setImmediate } from "node:timers/promises";
import { Mp3Encoder } from "@breezystack/lamejs";

/*
 * MP3, not Ogg/Opus: measured on 45 s of espeak speech, lamejs at 48 kbit/s gives 269 KB in
 * ~0.9 s (warm) and Opus (WASM, 24 kbit/s) ~150 KB in ~0.8 s, but Opus needs a resampler to
 * 24 kHz, an Ogg muxer of our own and still fails in older Safari, while Polly answers in MP3:
 * with MP3 from both engines the viewer has one format to play and every browser plays it.
 * 48 kbit/s at espeak's 22.05 kHz mono is what Polly sends at that rate too.
 */

/** MP3 bit rate of the local engine, in kbit/s. */
export const MP3_KBPS = 48;

// lamejs takes any length, but whole frames keep its internal buffers small.
const BLOCK = 1152 * 32;

/** lamejs returns Int8Arrays (its types say Uint8Array); Buffer.concat wants bytes. */
const bytes = (chunk: Uint8Array) =>
  new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/** An MP3 encoding in progress: PCM in, piece by piece; the file out at the end. */
export interface Mp3Writer {
  /**
   * Encodes the next mono samples, which continue the previous ones without a gap. Encoding takes
   * ~20 ms of CPU per second of audio, so it yields to the event loop every ~1.7 s of audio.
   */
  write(samples: Int16Array): Promise<void>;
  /** Flushes the encoder and returns the whole MP3 file. */
  end(): Buffer;
}

/**
 * One continuous MP3 stream for speech made in pieces: encoding all pieces with the same encoder
 * avoids the silence and clicks that gluing separately encoded files (each with its own encoder
 * delay and padding) would put at every join.
 */
export const createMp3Writer = (sampleRate: number, kbps = MP3_KBPS): Mp3Writer => {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  return {
    write: async (samples) => {
      for (let at = 0; at < samples.length; at += BLOCK) {
        if (at > 0) await setImmediate();
        parts.push(bytes(encoder.encodeBuffer(samples.subarray(at, at + BLOCK))));
      }
    },
    end: () => {
      parts.push(bytes(encoder.flush()));
      return Buffer.concat(parts);
    },
  };
};
