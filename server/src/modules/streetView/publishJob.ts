import type { StreetViewPublishState } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import {
  isStreetViewOutcome,
  stateOfMapsStatus,
  streetViewStatesBefore,
} from "@orbis/core/streetView";
import type { Updateable } from "kysely";
import sharp from "sharp";
import type { Deps } from "../../deps";
import type { StreetViewPublishesTable } from "../../infra/db/tables/streetView";
import type { StreetViewPhoto, StreetViewPublisher } from "../../infra/streetView";
import { streetViewRepository } from "./streetViewRepository";
import { refreshTokenBox } from "./tokenBox";

/** The job that uploads one scene's panorama to Street View. */
export const STREET_VIEW_JOB = "street-view-publish";

interface StreetViewJob {
  readonly publishId: string;
}

/** The reason a publish shows when something other than Google's refusal stopped it. */
const UNEXPECTED = "The panorama could not be sent to Street View; please publish it again.";

/** Moves a publish as core's lifecycle allows; undefined when it had moved on. */
const move = (
  deps: Deps,
  id: string,
  to: StreetViewPublishState,
  changes: Omit<Updateable<StreetViewPublishesTable>, "id" | "state"> = {},
) =>
  streetViewRepository(deps.db.kysely).move(id, streetViewStatesBefore(to), to, {
    ...changes,
    updated_at: deps.clock(),
  });

/** Where a photo Google answered leaves the publish: its outcome, or still uploading. */
export const settlePhoto = async (deps: Deps, id: string, photo: StreetViewPhoto) => {
  const known = {
    photo_id: photo.photoId,
    maps_publish_status: photo.mapsPublishStatus,
    share_link: photo.shareLink,
  };
  const outcome = stateOfMapsStatus(photo.mapsPublishStatus ?? undefined);
  if (outcome === "published") return move(deps, id, "published", { ...known, reason: null });
  if (outcome === "failed")
    return move(deps, id, "failed", {
      ...known,
      reason: `Google rejected the photo (${photo.mapsPublishStatus})`,
    });
  await streetViewRepository(deps.db.kysely).recordPhoto(id, {
    ...known,
    updated_at: deps.clock(),
  });
  return undefined;
};

/** The panorama as JPEG bytes, the only kind Street View takes. */
const jpegOf = async (bytes: Buffer): Promise<Buffer> =>
  bytes[0] === 0xff && bytes[1] === 0xd8 ? bytes : sharp(bytes).jpeg({ quality: 92 }).toBuffer();

const readAll = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Sends one publish to Google: `uploading` while it goes, then `published` or `failed` with
 * Google's reason; a photo Google still processes stays `uploading` with its id, and the list
 * call reads it again. A publish found mid-upload (its server stopped) starts again from
 * `pending`; one with its outcome is left alone, so none is sent twice after it settled.
 */
const send = async (deps: Deps, publisher: StreetViewPublisher, publishId: string) => {
  const repo = streetViewRepository(deps.db.kysely);
  const row = await repo.findPublish(publishId);
  if (row === undefined || isStreetViewOutcome(row.state)) return;
  if (row.state === "uploading" && !(await move(deps, publishId, "pending"))) return;
  if (!(await move(deps, publishId, "uploading"))) return;
  try {
    const link = await repo.findLink(row.user_id);
    const refreshToken =
      link === undefined ? null : refreshTokenBox(deps).open(link.sealed_refresh_token);
    if (refreshToken === null) {
      await move(deps, publishId, "failed", {
        reason: "The Google account was unlinked before the panorama was sent.",
      });
      return;
    }
    const scene = await repo.findScene(row.tour_id, row.scene_id);
    const file = scene === undefined ? null : await deps.files.read(scene.source_key);
    if (scene === undefined || file === null) {
      await move(deps, publishId, "failed", { reason: "The scene's panorama is gone." });
      return;
    }
    const photo = await publisher.publish(refreshToken, {
      jpeg: await jpegOf(await readAll(file.stream)),
      pose: { latitude: row.latitude, longitude: row.longitude, heading: row.heading },
      captureTime: new Date(row.created_at),
    });
    await settlePhoto(deps, publishId, photo);
  } catch (error) {
    await move(deps, publishId, "failed", {
      reason: isAppError(error) ? error.message : UNEXPECTED,
    });
    // Google's refusals are the user's to read; anything else goes to the log too.
    if (!isAppError(error)) throw error;
  }
};

/** Registers the upload job; a few at once, since the work waits on Google. */
export const registerPublishJob = (deps: Deps, publisher: StreetViewPublisher): void => {
  deps.jobs.register<StreetViewJob>(
    STREET_VIEW_JOB,
    (job) => send(deps, publisher, job.publishId),
    {
      concurrency: 2,
    },
  );
};
