/** Mono 16-bit PCM: what espeak-ng makes and the MP3 encoder takes. */
export interface Pcm {
  readonly samples: Int16Array;
  readonly sampleRate: number;
}

const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/**
 * The samples of a RIFF/WAVE file of 16-bit mono PCM, found by walking its chunks rather than
 * assuming a 44-byte header. A data size past the end (written by streaming encoders that cannot
 * seek back) is cut to what is there.
 */
export const pcmOfWav = (wav: Uint8Array): Pcm => {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (wav.byteLength < 12 || ascii(wav, 0) !== "RIFF" || ascii(wav, 8) !== "WAVE") {
    throw new Error("Not a WAVE file");
  }
  let sampleRate: number | undefined;
  for (let at = 12; at + 8 <= wav.byteLength; ) {
    const id = ascii(wav, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`Unsupported WAVE format ${format}, ${channels} channels, ${bits} bits`);
      }
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === "data") {
      if (sampleRate === undefined) throw new Error("WAVE data before its format");
      const end = Math.min(body + size, wav.byteLength);
      const samples = new Int16Array(Math.floor((end - body) / 2));
      // DataView reads little-endian whatever the machine, and needs no 2-byte alignment.
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(body + 2 * i, true);
      return { samples, sampleRate };
    }
    at = body + size + (size % 2); // chunks are padded to even sizes
  }
  throw new Error("WAVE file without data");
};
