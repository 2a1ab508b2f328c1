import { randomBytes } from "node:crypto";
import {
  AI_IMAGE_STATUSES,
  canMoveAiImage,
  findAiStyle,
  isFinal,
  promptSeed,
  statusAfterRestart,
} from "@orbis/core/ai";
import type { AiImageStatus } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Deps } from "../../deps";
import type { Database } from "../../infra/db/schema";
import { THUMBNAIL_SIZE } from "../tours";
import { type AiImageOutcome, type AiImageRow, aiImageRepository } from "./aiImageRepository";

/** The job that paints one AI image. */
export const AI_IMAGE_JOB = "ai-image";

interface AiImageJob {
  readonly imageId: string;
}

/** The generations running in this process, by image id, so a deletion can stop them. */
export type RunningGenerations = Map<string, AbortController>;

/** The message an image shows when something other than the generator's refusal stopped it. */
const UNEXPECTED = "The image could not be made; please ask again.";

/** The statuses an image may move to `to` from (core's `AI_IMAGE_TRANSITIONS`). */
const movableTo = (to: AiImageStatus): AiImageStatus[] =>
  AI_IMAGE_STATUSES.filter((from) => canMoveAiImage(from, to));

/** Moves an image as core's lifecycle allows; undefined when its status no longer allows it. */
export const moveAiImage = (
  db: Kysely<Database>,
  id: string,
  to: AiImageStatus,
  outcome?: AiImageOutcome,
): Promise<AiImageRow | undefined> => aiImageRepository(db).move(id, movableTo(to), to, outcome);

/** The folder of an image's files: its owner's, and a random part no one can guess. */
const filesPrefix = (row: AiImageRow): string =>
  `ai/${row.user_id}/${row.id}-${randomBytes(8).toString("hex")}/`;

/**
 * Queues the painting of images in the transaction that writes them, so each job commits with its
 * row; hand the ids to `deps.jobs.dispatch` after the commit.
 */
export const enqueueGenerations = async (
  deps: Deps,
  imageIds: readonly string[],
  trx: Kysely<Database>,
): Promise<string[]> => {
  const jobs: string[] = [];
  for (const imageId of imageIds)
    jobs.push(
      await deps.jobs.enqueue(AI_IMAGE_JOB, { imageId }, { jobId: `ai-${imageId}`, db: trx }),
    );
  return jobs;
};

/**
 * Paints one image: `dispatched` once a worker takes it, `processing` while the generator paints,
 * then `complete` with its picture and thumbnail stored, or `error` with the generator's reason.
 * An image found in progress (its server stopped mid-way) starts again from `pending`; a final
 * one is left alone, so none is made twice. A deletion meanwhile moves it to `abort` and stops
 * the generator when it runs here; on another server the finished picture finds the image
 * aborted, and is thrown away.
 */
const paint = async (deps: Deps, running: RunningGenerations, imageId: string): Promise<void> => {
  const db = deps.db.kysely;
  const row = await aiImageRepository(db).find(imageId);
  if (row === undefined || isFinal(row.status as AiImageStatus)) return;
  const status = row.status as AiImageStatus;
  if (statusAfterRestart(status) !== status && !(await moveAiImage(db, imageId, "pending"))) return;
  if (!(await moveAiImage(db, imageId, "dispatched"))) return;
  const style = findAiStyle(row.style);
  if (style === undefined) {
    await moveAiImage(db, imageId, "error", { error: `No style "${row.style}" any more` });
    return;
  }
  const controller = new AbortController();
  running.set(imageId, controller);
  const written: string[] = [];
  try {
    if (!(await moveAiImage(db, imageId, "processing"))) return;
    const picture = await deps.panoramas.generate(
      {
        prompt: row.prompt,
        style,
        seed: promptSeed(row.prompt, style.id, row.variation),
        width: row.width,
      },
      controller.signal,
    );
    const thumbnail = await sharp(picture)
      .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: "fill" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    const prefix = filesPrefix(row);
    for (const [name, body] of [
      ["panorama.jpg", picture],
      ["thumbnail.jpg", thumbnail],
    ] as const) {
      await deps.files.put(`${prefix}${name}`, { buffer: body }, "image/jpeg");
      written.push(`${prefix}${name}`);
    }
    const done = await moveAiImage(db, imageId, "complete", {
      image_key: `${prefix}panorama.jpg`,
      thumbnail_key: `${prefix}thumbnail.jpg`,
      error: null,
      completed_at: deps.clock(),
    });
    // Deleted while it was painted: nothing of it is kept.
    if (done === undefined) for (const key of written) await deps.files.remove(key);
  } catch (error) {
    for (const key of written) await deps.files.remove(key);
    if (controller.signal.aborted) return;
    await moveAiImage(db, imageId, "error", {
      error: isAppError(error) ? error.message : UNEXPECTED,
    });
    // The generator's own refusals are the user's to read; anything else goes to the log too.
    if (!isAppError(error)) throw error;
  } finally {
    running.delete(imageId);
  }
};

/**
 * Registers the painting job. The sketch generator paints one image at a time (it fills a core);
 * a model works elsewhere, so several calls may wait on it at once.
 */
export const registerGenerationJob = (deps: Deps, running: RunningGenerations): void => {
  deps.jobs.register<AiImageJob>(AI_IMAGE_JOB, (job) => paint(deps, running, job.imageId), {
    concurrency: deps.panoramas.kind === "sketch" ? 1 : 3,
  });
};
