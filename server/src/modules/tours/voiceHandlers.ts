import { type Marker, markerSchema, routes } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { requireTour } from "../projects";
import { releaseFiles, storeFile } from "../storage";
import { randomName } from "./images";
import { markerRepository } from "./markerRepository";
import { touchTour } from "./tourAccess";

/** What an info marker says aloud: its text, or its title when the text is empty. */
const spokenText = (marker: Marker & { type: "info" }) =>
  marker.text.trim() === "" ? marker.title : marker.text;

/**
 * Marker voices (main API v2 `polly`): the engine's languages and voices, and speaking an info
 * marker's text into an audio file that replaces its earlier voice and counts toward storage.
 */
export const registerVoiceHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;

  registerRoute(host, routes.listVoiceLanguages, async () => deps.speech.languages());

  registerRoute(
    host,
    routes.synthesizeMarkerVoice,
    async ({ params, body, principal }) => {
      const { tour, project } = await requireTour(db, params.id, asUser(principal).userId, "edit");
      const markers = markerRepository(db);
      const row = await markers.find(tour.id, params.markerId);
      if (row === undefined) throw new AppError(ErrorCode.notFound);
      const marker = markerSchema.parse(row.data);
      if (marker.type !== "info")
        throw new AppError(ErrorCode.badRequest, {
          message: "params.markerId: only info markers have a voice",
        });
      const speech = await deps.speech.synthesize({
        text: spokenText(marker),
        language: body.language,
        ...(body.voiceId === undefined ? {} : { voiceId: body.voiceId }),
      });
      const key = `tours/${tour.id}/voices/${marker.id.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64)}-${randomName()}.${speech.extension}`;
      const owner = {
        ownerId: project.owner_id,
        quota: "contents" as const,
        projectId: project.id,
        tourId: tour.id,
      };
      await storeFile(deps, owner, key, { buffer: speech.audio }, speech.contentType);
      const voice = { language: body.language, url: `/cdn/${key}` };
      const updated = await markers.setVoice(
        tour.id,
        marker.id,
        JSON.stringify({ ...marker, voice }),
        key,
      );
      // The marker went away while it was being spoken: the new file is not needed.
      if (!updated) {
        await releaseFiles(deps, [key]);
        throw new AppError(ErrorCode.notFound);
      }
      if (row.voice_key !== null) await releaseFiles(deps, [row.voice_key]);
      await touchTour(db, tour.id, project.id, deps.clock());
      return voice;
    },
    { rateLimitPerMinute: 60 },
  );
};
