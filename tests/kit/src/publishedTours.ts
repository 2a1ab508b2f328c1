import { setTimeout as sleep } from "node:timers/promises";
import type { OrbisApi } from "./accounts";
import { panoramaPng } from "./panoramaPng";

/** A tour made and published through the API, as a test's starting point. */
export interface PublishedTourFixture {
  readonly projectId: string;
  readonly tourId: string;
  readonly slug: string;
  readonly version: number;
}

/** A tour with one tiled panorama, not yet published. */
export interface TiledTourFixture {
  readonly projectId: string;
  readonly tourId: string;
}

/**
 * Makes a contents project with one tour of one real panorama and waits until the server has
 * tiled it: what the editor's publish button starts from. Throws when tiling fails or takes
 * longer than `timeoutMs`.
 */
export const tiledTourVia = async (
  api: OrbisApi,
  title: string,
  timeoutMs = 60_000,
): Promise<TiledTourFixture> => {
  const project = await api.createProject({ body: { name: `${title} project`, kind: "contents" } });
  const tour = await api.createProjectTour({ params: { id: project.id }, body: { title } });
  const body = new FormData();
  body.append("files", new Blob([new Uint8Array(panoramaPng())]), `${title}.png`);
  await api.uploadTourFiles({ params: { id: tour.id }, query: {}, body });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const layers = await api.getLayersStatus({ params: { id: tour.id } });
    if (layers.some((layer) => layer.state === "failed"))
      throw new Error(`tiling failed: ${JSON.stringify(layers)}`);
    if (layers.length > 0 && layers.every((layer) => layer.state === "done")) break;
    if (Date.now() > deadline) throw new Error(`tiling still running: ${JSON.stringify(layers)}`);
    await sleep(250);
  }
  return { projectId: project.id, tourId: tour.id };
};

/**
 * Makes a contents project with one tour of one real panorama, waits until the server has tiled
 * it, and publishes it: what sharing, comments and the published page start from when the test
 * is not about the editor. Throws when tiling fails or takes longer than `timeoutMs`.
 */
export const publishedTourVia = async (
  api: OrbisApi,
  title: string,
  timeoutMs = 60_000,
): Promise<PublishedTourFixture> => {
  const { projectId, tourId } = await tiledTourVia(api, title, timeoutMs);
  const published = await api.publishTour({ params: { id: tourId }, body: {} });
  return { projectId, tourId, slug: published.slug, version: published.version };
};
