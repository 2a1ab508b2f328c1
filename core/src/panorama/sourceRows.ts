import { directionToYawPitch, equirectPosition, facePixelDirection } from "./direction";
import type { CubeFace } from "./faces";

/** A span of equirect rows, both ends included. */
export interface RowSpan {
  readonly first: number;
  readonly last: number;
}

/**
 * The rows of an equirect `height` pixels high that bilinear sampling reads to fill a face
 * `faceSize` pixels wide: the up face needs only the top ~30 %, the side faces the middle half,
 * the down face the bottom ~30 %. A tiler decoding the equirect top to bottom can start a face as
 * soon as its last row is in. On every face, pitch is monotonic along each edge from the edge's
 * middle to its corners, and inside the pole faces it peaks at the centre, so the corners, the
 * middles of the edges and the centre bound it: 16 pixels, not the whole face.
 */
export const faceSourceRows = (face: CubeFace, faceSize: number, height: number): RowSpan => {
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  const last = faceSize - 1;
  // For an even size the middle falls between two pixels: take both.
  const marks = [0, Math.floor(last / 2), Math.ceil(last / 2), last];
  for (const column of marks)
    for (const row of marks) {
      const point = directionToYawPitch(facePixelDirection(face, column, row, faceSize));
      // Continuous coordinate of the sample; bilinear reads the rows either side of it.
      const y = equirectPosition(point, 1, height).y - 0.5;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return {
    first: Math.max(0, Math.floor(top)),
    last: Math.min(height - 1, Math.floor(bottom) + 1),
  };
};
