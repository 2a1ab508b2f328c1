/*
 * One number for a job's progress bar. Weights follow measured time shares on 8K: decoding
 * ~15 %, the remap ~45 %, encoding tiles ~40 %. Reported at most every whole percent.
 */

/** Accumulates the tiler's three kinds of progress into one fraction 0..1. */
export interface TilingProgress {
  rows(rows: number): void;
  face(): void;
  tile(): void;
  done(): void;
}

/** Reports to `report` (if any) for a panorama `height` rows high cut into `tiles` tiles. */
export const trackProgress = (
  height: number,
  tiles: number,
  report?: (fraction: number) => void,
): TilingProgress => {
  let rows = 0;
  let faces = 0;
  let written = 0;
  let last = 0;
  const emit = () => {
    const fraction = Math.min(
      1,
      0.15 * (rows / height) + 0.45 * (faces / 6) + 0.4 * (written / tiles),
    );
    if (fraction - last >= 0.01) {
      last = fraction;
      report?.(fraction);
    }
  };
  return {
    rows: (n) => {
      rows = n;
      emit();
    },
    face: () => {
      faces++;
      emit();
    },
    tile: () => {
      written++;
      emit();
    },
    done: () => {
      if (last < 1) report?.(1);
      last = 1;
    },
  };
};
