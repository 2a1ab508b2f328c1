import {
  geometrySchema,
  geoPositionSchema,
  markerSchema,
  modelSchema,
  type PublishVersion,
  type Scene,
  sceneTilesSchema,
  type Tour,
  tourInitialViewSchema,
  tourSettingsSchema,
  viewSchema,
} from "@orbis/core/contract";
import type { Kysely, Selectable } from "kysely";
import type { Database, ScenesTable } from "../../infra/db/schema";
import { iso } from "../projects";
import { sceneRepository } from "./files/sceneRepository";
import { geometryRepository } from "./geometryRepository";
import { markerRepository } from "./markerRepository";
import { placedModelRepository } from "./placedModelRepository";
import { tourRepository } from "./tourRepository";

const cdn = (key: string | null) => (key === null ? null : `/cdn/${key}`);

/** The folder of a scene revision's files. */
export const revisionPrefix = (tourId: string, sceneId: string, revision: number): string =>
  `tours/${tourId}/scenes/${sceneId}/r${revision}/`;

/** The folder of a scene revision's tile pyramid (no trailing slash). */
export const tilesPrefix = (tourId: string, sceneId: string, revision: number): string =>
  `${revisionPrefix(tourId, sceneId, revision)}tiles`;

/** A scene row as the contract shows it. */
export const sceneView = (row: Selectable<ScenesTable>): Scene => ({
  id: row.id,
  title: row.title,
  order: row.ord,
  fileName: row.file_name,
  image: {
    width: row.width,
    height: row.height,
    bytes: Number(row.source_bytes),
    sha256: row.source_sha256,
  },
  // The layout is stored; where the tiles are follows from the scene's current revision.
  tiles:
    row.tiles === null
      ? null
      : sceneTilesSchema.parse({
          ...row.tiles,
          baseUrl: `/cdn/${tilesPrefix(row.tour_id, row.id, row.revision)}`,
        }),
  previewUrl: cdn(row.preview_key),
  thumbnailUrl: cdn(row.thumbnail_key),
  initialView: viewSchema.parse(row.initial_view),
  northOffset: row.north_offset,
  geo: row.geo === null ? null : geoPositionSchema.parse(row.geo),
});

/** The publish history of a tour, newest first; `current` is the version its slug serves. */
export const publishHistory = async (
  db: Kysely<Database>,
  tourId: string,
  current: number | null,
): Promise<PublishVersion[]> =>
  (await tourRepository(db).publishVersions(tourId)).map((v) => ({
    version: v.version,
    slug: v.slug,
    publishedAt: iso(v.published_at),
    current: v.version === current,
  }));

/**
 * The whole tour as the contract has it. Stored documents are parsed with the contract's schemas,
 * so a row edited by hand fails loudly here instead of reaching a client half-valid.
 */
export const loadTourDocument = async (
  db: Kysely<Database>,
  tourId: string,
): Promise<Tour | undefined> => {
  const tour = await tourRepository(db).find(tourId);
  if (tour === undefined) return undefined;
  const [scenes, markers, geometries, models, history] = await Promise.all([
    sceneRepository(db).ofTour(tourId),
    markerRepository(db).dataOf(tourId),
    geometryRepository(db).dataOf(tourId),
    placedModelRepository(db).dataOf(tourId),
    publishHistory(db, tourId, tour.published_version),
  ]);
  return {
    id: tour.id,
    projectId: tour.project_id,
    title: tour.title,
    description: tour.description,
    scenes: scenes.map(sceneView),
    markers: markers.map((m) => markerSchema.parse(m)),
    geometries: geometries.map((g) => geometrySchema.parse(g)),
    models: models.map((m) => modelSchema.parse(m)),
    initialView: tour.initial_view === null ? null : tourInitialViewSchema.parse(tour.initial_view),
    thumbnailUrl: cdn(tour.thumbnail_key),
    settings: tourSettingsSchema.parse(tour.settings),
    publishHistory: history,
    createdAt: iso(tour.created_at),
    updatedAt: iso(tour.updated_at),
  };
};
