import { FACE_BASES } from "@orbis/core/panorama";
import { describe, expect, it } from "vitest";
import { openRemapWorkers, REMAP_WORKER_LIMIT, remapPoolState } from "./remapWorkers";

/*
 * The shared remap workers on real threads, over a small synthetic equirect: jobs reuse the
 * workers, and one job's end (finished or aborted) never disturbs another's faces.
 */

const WIDTH = 512;
const HEIGHT = 256;
const FACE = 128;

const equirect = (rowsDecoded: number) => {
  const source = new SharedArrayBuffer(WIDTH * HEIGHT * 3);
  const bytes = new Uint8Array(source);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) & 255;
  const progress = new SharedArrayBuffer(8);
  Atomics.store(new Int32Array(progress), 0, rowsDecoded);
  return { source, progress, width: WIDTH, height: HEIGHT, faceSize: FACE };
};

const face = (name: "f" | "u", rowsNeeded = HEIGHT) => {
  const { centre, right, down } = FACE_BASES[name];
  const target = new SharedArrayBuffer(FACE * FACE * 3);
  return { job: { centre, right, down, target, rowsNeeded }, target };
};

const allFaces = async (init = equirect(HEIGHT)) => {
  const workers = openRemapWorkers(init);
  const faces = [face("f"), face("u"), face("f"), face("u")];
  await Promise.all(faces.map((f) => workers.run(f.job)));
  await workers.close();
  return faces.map((f) => Buffer.from(new Uint8Array(f.target)).toString("base64"));
};

describe("the shared remap workers", () => {
  it("serve job after job without starting new workers", async () => {
    // The pool is the process's: other test files of this worker may have used it before.
    const first = await allFaces();
    const started = remapPoolState().started;
    expect(started).toBeGreaterThan(0);
    expect(remapPoolState().workers).toBeLessThanOrEqual(REMAP_WORKER_LIMIT);
    const second = await allFaces();
    expect(second).toEqual(first);
    expect(remapPoolState()).toMatchObject({ started, busy: 0, queued: 0 });
    // The same face computed twice in a job is the same bytes (no state leaks between tasks).
    expect(first[0]).toBe(first[2]);
    expect(first[0]).not.toBe(first[1]);
  });

  it("end one job's waiting faces on close while another job's complete", async () => {
    const expected = await allFaces();
    // This job's decode never gets past row 0: its faces wait until it is closed.
    const stuck = openRemapWorkers(equirect(0));
    const waiting = Promise.allSettled(
      Array.from({ length: REMAP_WORKER_LIMIT + 1 }, () => stuck.run(face("f").job)),
    );
    const other = allFaces();
    await new Promise((r) => setTimeout(r, 50));
    await stuck.close();
    for (const result of await waiting) expect(result).toMatchObject({ status: "rejected" });
    await expect(stuck.run(face("f").job)).rejects.toThrow(/closed/);
    expect(await other).toEqual(expected);
    // The stopped workers are replaced on demand.
    expect(await allFaces()).toEqual(expected);
    expect(remapPoolState()).toMatchObject({ busy: 0, queued: 0 });
  });
});
