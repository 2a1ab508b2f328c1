import type { PublishedTour, PublishVersion } from "@orbis/core/contract";
import sharp from "sharp";
import { apiFor } from "../../../testing/apiClient";
import type { TestApp } from "../../../testing/testApp";
import { createProject, createTour, insertScene } from "../../../testing/tours";
import type { TestUser } from "../../../testing/users";
import { statisticsOf } from "../statistics/visitStatistics";

/** Publishes a tour as `who` through the typed client; answers the new version. */
export const publish = (
  t: TestApp,
  who: TestUser,
  tourId: string,
  body: { readonly slug?: string } = {},
): Promise<PublishVersion> => apiFor(t, who).publishTour({ params: { id: tourId }, body });

/** A visitor's request, without any sign-in. */
export const visit = (t: TestApp, url: string) => t.call({ method: "GET", url });

/** A tour with one finished scene, in a new project of `user`. */
export const tourWithScene = async (t: TestApp, user: TestUser, title = "Lighthouse") => {
  const projectId = (await createProject(t, user)).id;
  const tourId = (await createTour(t, user, projectId, title)).id;
  const scene = await insertScene(t, tourId, { title: "Entrance" });
  return { projectId, tourId, sceneId: scene.id };
};

/**
 * Writes one real tile where the pipeline's layout puts it (`insertScene` leaves only a preview),
 * so a test can fetch a tile URL the page hands to Pannellum.
 */
export const writeTile = async (t: TestApp, tourId: string, sceneId: string, path: string) => {
  const tile = await sharp({
    create: { width: 16, height: 16, channels: 3, background: "#58a" },
  })
    .jpeg()
    .toBuffer();
  await t.deps.files.put(
    `tours/${tourId}/scenes/${sceneId}/r1/tiles/${path}`,
    { buffer: tile },
    "image/jpeg",
  );
};

/** The JSON the page hands the viewer's script: the snapshot, its public address, the GA id. */
export const pageData = (html: string) => {
  const json = /<script type="application\/json" id="orbis-tour">([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error(`no tour data in the page:\n${html}`);
  return JSON.parse(json) as { tour: PublishedTour; url: string; ga: string | null };
};

/** The `/t/_assets/…` links of a page (scripts, styles, preloads), without their query. */
export const assetLinks = (html: string): string[] =>
  [...html.matchAll(/(?:src|href)="(\/t\/_assets\/[^"?]+)/g)].map((m) => m[1] ?? "");

/** The content of a `<meta name|property="key">` tag, or null. */
export const metaOf = (html: string, key: string): string | null =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

/** Writes the app's held statistics events and folds them, as the fold job would. */
export const settleStatistics = async (t: TestApp): Promise<void> => {
  const statistics = statisticsOf(t.deps);
  if (statistics === undefined) throw new Error("publishing is not registered on this app");
  await statistics.settle();
};
