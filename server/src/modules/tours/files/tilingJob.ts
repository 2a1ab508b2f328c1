import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { tilingFailureMessage } from "@orbis/core/panorama";
import type { Kysely } from "kysely";
import type { Deps } from "../../../deps";
import type { Database } from "../../../infra/db/schema";
import { storageLedger } from "../../storage";
import { tilePanorama } from "../tiling";
import { createLimiter } from "../tiling/limiter";
import { tilesPrefix } from "../tourDocument";
import { tourRepository } from "../tourRepository";
import { sceneRepository } from "./sceneRepository";

/** Tiles put into the file store at once (the local store fsyncs each: see bench `files`). */
const PARALLEL_PUTS = 8;

/** The job that tiles one scene revision. */
export const TILING_JOB = "tile-scene";

/** What the tiling job needs. */
export interface TilingJob {
  readonly tourId: string;
  readonly sceneId: string;
  readonly revision: number;
}

/**
 * Queues the tiling of a scene revision in the transaction that writes the scene, so the job
 * commits with it; queuing it twice runs it once. Pass the id to `deps.jobs.dispatch` after the
 * commit (a crash before that loses nothing: the next start runs it).
 */
export const enqueueTiling = (deps: Deps, job: TilingJob, trx: Kysely<Database>): Promise<string> =>
  deps.jobs.enqueue(TILING_JOB, job, {
    jobId: `tile-${job.sceneId}-r${job.revision}`,
    attempts: 2,
    db: trx,
  });

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
};

/**
 * Why a tiling failed, for the scene's `error` (shown by `layers/status` and the console): a
 * refusal as it is, anything else as 10500 with its own cause, so a failure explains itself.
 */
const failureReason = (
  error: unknown,
  folders: readonly string[],
): { code: number; message: string } =>
  isAppError(error)
    ? { code: error.code, message: error.message }
    : {
        code: ErrorCode.internal,
        message: tilingFailureMessage(
          error instanceof Error ? error.message : String(error),
          folders,
        ),
      };

/**
 * Tiles one scene revision: the source comes out of the file store into a temp folder (the store
 * may be a bucket), the pyramid is cut there, put into the store, and counted in the owner's
 * storage with the scene marked done in one transaction. Progress goes to the scene row (and so
 * to `layers/status`). A newer upload of the scene wins: work for an old revision is dropped.
 * A job that runs again after a crash starts over (its temp folder went with the process) and
 * one whose revision is already done does nothing.
 */
export const registerTilingJob = (deps: Deps): void => {
  const db = deps.db.kysely;
  deps.jobs.register<TilingJob>(
    TILING_JOB,
    async (job, context) => {
      const scene = await sceneRepository(db).find(job.sceneId);
      if (scene === undefined || scene.revision !== job.revision || scene.state === "done") return;
      const work = join(deps.config.dataDir, "tmp", `tiling-${randomUUID()}`);
      const prefix = tilesPrefix(job.tourId, job.sceneId, job.revision);
      let lastShown = 0;
      try {
        await mkdir(work, { recursive: true });
        await sceneRepository(db).setTiling(
          scene.id,
          job.revision,
          { state: "tiling", progress: 0 },
          deps.clock(),
        );
        const source = await deps.files.read(scene.source_key);
        if (source === null) throw new Error(`source ${scene.source_key} is missing`);
        const input = join(work, "source");
        await pipeline(source.stream, createWriteStream(input));
        const result = await tilePanorama(input, join(work, "out"), {
          // A stopping server hands the job back: another process tiles the scene from the start.
          signal: context.signal,
          onProgress: (fraction) => {
            // Tiling is most of the work; putting the tiles is the last tenth.
            const shown = Math.floor(fraction * 90) / 100;
            if (shown - lastShown < 0.05) return;
            lastShown = shown;
            void sceneRepository(db).setTiling(
              scene.id,
              job.revision,
              { state: "tiling", progress: shown },
              deps.clock(),
            );
            void context.progress(Math.round(shown * 100));
          },
        });
        const tileDir = join(work, "out", "tiles");
        let bytes = 0;
        // Several at once: each put waits for its fsyncs, which the disk serves together.
        const puts = createLimiter(PARALLEL_PUTS);
        const results = await Promise.allSettled(
          (await filesUnder(tileDir)).map((file) =>
            puts.run(async () => {
              context.signal.throwIfAborted();
              const key = `${prefix}/${relative(tileDir, file).split(sep).join("/")}`;
              const stored = await deps.files.put(key, { path: file }, "image/jpeg");
              bytes += stored.bytes;
            }),
          ),
        );
        const failed = results.find((r) => r.status === "rejected");
        if (failed !== undefined) throw failed.reason;
        // Handed back before the scene is marked done: the tiles put so far are removed below.
        context.signal.throwIfAborted();
        const project = await tourRepository(db).projectOf(job.tourId);
        const kept = await db.transaction().execute(async (trx) => {
          const current = await sceneRepository(trx).find(scene.id);
          if (project === undefined || current?.revision !== job.revision) return false;
          // These bytes belong to an upload already accepted: counted, never refused.
          await storageLedger(trx).add(
            {
              key: `${prefix}/`,
              isPrefix: true,
              ownerId: project.owner_id,
              quota: "contents",
              projectId: project.id,
              tourId: job.tourId,
              bytes,
            },
            null,
          );
          const { tileSize, cubeSize, levels } = result.layout;
          return sceneRepository(trx).setTiling(
            scene.id,
            job.revision,
            {
              state: "done",
              progress: 1,
              tiles: JSON.stringify({ tileSize, cubeSize, levels }),
              error: null,
            },
            deps.clock(),
          );
        });
        if (!kept) await deps.files.removePrefix(`${prefix}/`);
      } catch (error) {
        await deps.files.removePrefix(`${prefix}/`).catch(() => 0);
        // An attempt the queue will make again (or a job handed back) leaves the scene queued:
        // "failed" is final, and the console (or a test) reading it stops waiting. The jobs row
        // keeps this try's error.
        const tiling =
          context.lastAttempt && !context.signal.aborted
            ? {
                state: "failed" as const,
                error: JSON.stringify(failureReason(error, [work, deps.config.dataDir])),
              }
            : { state: "queued" as const, error: null };
        await sceneRepository(db).setTiling(
          scene.id,
          job.revision,
          { ...tiling, progress: 0 },
          deps.clock(),
        );
        throw error;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
    // One at a time: a tiling already uses both cores.
    { concurrency: 1 },
  );
};
