import { MPEGDecoder } from "mpg123-decoder";

/*
 * Test helper: what a listener would get from an MP3, found by really decoding it (mpg123 in
 * WASM, a dev dependency) rather than trusting the encoder. Quality by ear cannot be checked here;
 * decoding cleanly, lasting as long as the text needs and not being silence can.
 */

/** What an MP3 decodes to. */
export interface DecodedAudio {
  readonly sampleRate: number;
  readonly durationMs: number;
  /** Root mean square of the samples, full scale 1: silence is 0, espeak speech ~0.1. */
  readonly rms: number;
  readonly errors: number;
  readonly samples: Float32Array;
}

/** Decodes a whole MP3 file. */
export const decodeMp3 = async (mp3: Uint8Array): Promise<DecodedAudio> => {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const out = decoder.decode(mp3);
    const samples = out.channelData[0] ?? new Float32Array();
    let sum = 0;
    for (const s of samples) sum += s * s;
    return {
      sampleRate: out.sampleRate,
      durationMs: (out.samplesDecoded / out.sampleRate) * 1000,
      rms: samples.length === 0 ? 0 : Math.sqrt(sum / samples.length),
      errors: out.errors.length,
      samples,
    };
  } finally {
    decoder.free();
  }
};
