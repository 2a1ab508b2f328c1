import type { MultiresLayout } from "@orbis/core/panorama";

/** Options of `tilePanorama`. */
export interface TileOptions {
  /** Progress from 0 to 1, at most every percent. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/** What `tilePanorama` wrote. */
export interface TileResult {
  readonly layout: MultiresLayout;
  readonly tiles: number;
  /** Bytes of all tiles together. */
  readonly bytes: number;
  /**
   * Where the time went, in milliseconds, for logs and benchmarks: the decode's wall time; the
   * workers' time per face, summed; the tile encoding's wall time per face, summed (faces
   * overlap, so the sums can exceed the total).
   */
  readonly profile: {
    readonly decodeMs: number;
    readonly remapMs: number;
    readonly encodeMs: number;
  };
}
