import {
  CUBE_FACES,
  directionToYawPitch,
  equirectPosition,
  FACE_BASES,
  facePixelDirection,
} from "@orbis/core/panorama";
import { describe, expect, it } from "vitest";
import { remapPoleFace } from "./poleFace";
import { type RemapInit, type RemapReply, type RemapTask, remapWorkerMain } from "./remapKernel";
import { remapSideFace } from "./sideFace";

/*
 * The kernel against the plainest possible remap: core's face geometry, Math.atan2 through
 * directionToYawPitch, and a textbook bilinear sample with the seam wrapped.
 */

const WIDTH = 640;
const HEIGHT = 320;
const FACE = 200;

const source = new Uint8Array(new SharedArrayBuffer(WIDTH * HEIGHT * 3));
let seed = 7;
for (let i = 0; i < source.length; i++) {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  // Smooth enough to interpolate, noisy enough that a wrong sample shows.
  source[i] = (((i / 3) % WIDTH) * 0.3 + (seed >>> 26) * 2) & 255;
}

const reference = (face: (typeof CUBE_FACES)[number]) => {
  const out = new Uint8Array(FACE * FACE * 3);
  const at = (x: number, y: number, k: number) =>
    source[(Math.min(HEIGHT - 1, Math.max(0, y)) * WIDTH + ((x + WIDTH) % WIDTH)) * 3 + k] ?? 0;
  for (let row = 0; row < FACE; row++)
    for (let col = 0; col < FACE; col++) {
      const p = equirectPosition(
        directionToYawPitch(facePixelDirection(face, col, row, FACE)),
        WIDTH,
        HEIGHT,
      );
      const x = p.x - 0.5;
      const y = Math.min(HEIGHT - 1, Math.max(0, p.y - 0.5));
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const fx = x - x0;
      const fy = y - y0;
      for (let k = 0; k < 3; k++) {
        const top = at(x0, y0, k) * (1 - fx) + at(x0 + 1, y0, k) * fx;
        const bottom = at(x0, y0 + 1, k) * (1 - fx) + at(x0 + 1, y0 + 1, k) * fx;
        out[(row * FACE + col) * 3 + k] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  return out;
};

type FaceTask = Omit<RemapTask, "id" | keyof RemapInit>;

/** One worker body answering each of `tasks` in turn, as a pooled worker does across jobs. */
const runKernel = (...tasks: FaceTask[]) => {
  let handler: ((task: RemapTask) => void) | undefined;
  const replies: RemapReply[] = [];
  const progress = new SharedArrayBuffer(8);
  Atomics.store(new Int32Array(progress), 0, HEIGHT);
  remapWorkerMain(
    { on: (_event, listener) => (handler = listener), postMessage: (reply) => replies.push(reply) },
    { side: remapSideFace, pole: remapPoleFace },
  );
  const shared = {
    source: source.buffer as SharedArrayBuffer,
    progress,
    width: WIDTH,
    height: HEIGHT,
    faceSize: FACE,
  };
  for (const [i, task] of tasks.entries()) handler?.({ ...task, ...shared, id: i + 1 });
  return replies;
};

describe("remapWorkerMain", () => {
  it.each(CUBE_FACES)("computes face %s as a plain bilinear remap does", (face) => {
    const target = new SharedArrayBuffer(FACE * FACE * 3);
    const replies = runKernel({ ...FACE_BASES[face], target, rowsNeeded: HEIGHT });
    expect(replies).toMatchObject([{ id: 1, ok: true }]);
    const actual = new Uint8Array(target);
    const expected = reference(face);
    let worst = 0;
    for (let i = 0; i < expected.length; i++)
      worst = Math.max(worst, Math.abs((actual[i] ?? 0) - (expected[i] ?? 0)));
    // 8-bit rounding between the side faces' two passes costs at most a level or two.
    expect(worst).toBeLessThanOrEqual(2);
  });

  it("answers task after task as it answers each alone (tables and scratch rows carried over)", () => {
    const alone = CUBE_FACES.map((face) => {
      const target = new SharedArrayBuffer(FACE * FACE * 3);
      runKernel({ ...FACE_BASES[face], target, rowsNeeded: HEIGHT });
      return Buffer.from(target);
    });
    const targets = CUBE_FACES.map(() => new SharedArrayBuffer(FACE * FACE * 3));
    const replies = runKernel(
      ...CUBE_FACES.map((face, i) => ({
        ...FACE_BASES[face],
        target: targets[i] as SharedArrayBuffer,
        rowsNeeded: HEIGHT,
      })),
    );
    expect(replies.map((r) => r.ok)).toEqual(CUBE_FACES.map(() => true));
    expect(targets.map((t) => Buffer.from(t))).toEqual(alone);
  });

  it("refuses a face basis that is not axis-aligned", () => {
    const target = new SharedArrayBuffer(FACE * FACE * 3);
    const replies = runKernel({
      centre: [0, 0, -1],
      right: [Math.SQRT1_2, Math.SQRT1_2, 0],
      down: [0, -1, 0],
      target,
      rowsNeeded: 0,
    });
    expect(replies).toMatchObject([
      { id: 1, ok: false, error: expect.stringMatching(/unsupported face basis/) },
    ]);
  });
});
