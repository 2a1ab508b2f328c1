import type { AddressInfo } from "node:net";
import { createClient } from "@orbis/core/client";
import { type GeoPosition, routes } from "@orbis/core/contract";
import sharp from "sharp";
import type { TestApp } from "../../../testing/testApp";
import { createTestUser, type TestUser } from "../../../testing/users";
import { directionPanorama } from "../../tours/testing";

/*
 * A real published tour for the browser test: three panoramas uploaded and tiled by the
 * pipeline, a scene link from the first to the second, a voiced info marker in the second, and
 * a third scene with a place on the map. The first two are noise tinted red and blue, so a
 * screenshot tells them apart; the third paints every pixel with the colour of its direction
 * (`directionColour`), so a screenshot shows whether each cube tile landed where it belongs.
 */

/** What the browser test visits and clicks. */
export interface PublishedFixture {
  readonly origin: string;
  /** The tour's owner (PRO: statistics included) and the tour. */
  readonly owner: TestUser;
  readonly tourId: string;
  readonly slug: string;
  readonly sceneIds: readonly [string, string, string];
  /** The view the compass scene opens with. */
  readonly compassView: { readonly yaw: number; readonly pitch: number; readonly fov: number };
  readonly linkId: string;
  readonly infoId: string;
}

const CHANNELS = { red: [1.25, 0.45, 0.45], blue: [0.45, 0.55, 1.3] } as const;

/** A detailed 4096 × 2048 JPEG, noise tinted red or blue. */
const panorama = (tint: keyof typeof CHANNELS) =>
  sharp({
    create: {
      width: 4096,
      height: 2048,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .linear([...CHANNELS[tint]], [0, 0, 0])
    .jpeg({ quality: 85 })
    .toBuffer();

/** Builds and publishes the tour on a listening test app. */
export const publishTwoSceneTour = async (t: TestApp): Promise<PublishedFixture> => {
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const user = await createTestUser(t, { planId: "pro" });
  const api = createClient(routes, { origin, fetch: globalThis.fetch, now: Date.now });
  api.useTokens(() => user.tokens);
  const project = await api.createProject({ body: { name: "Browser", kind: "contents" } });
  const tour = await api.createProjectTour({
    params: { id: project.id },
    body: { title: "Harbour walk" },
  });
  const form = new FormData();
  for (const [name, tint] of [
    ["a-harbour.jpg", "red"],
    ["b-lighthouse.jpg", "blue"],
  ] as const)
    form.append("files", new Blob([await panorama(tint)], { type: "image/jpeg" }), name);
  const compass = new Blob([await directionPanorama(4096)], { type: "image/png" });
  form.append("files", compass, "c-compass.png");
  await api.uploadTourFiles({ params: { id: tour.id }, query: { overwrite: false }, body: form });
  for (let i = 0; i < 900; i++) {
    const states = (await api.getLayersStatus({ params: { id: tour.id } })).map((l) => l.state);
    if (states.includes("failed")) throw new Error("tiling failed");
    if (states.length === 3 && states.every((s) => s === "done")) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const scenes = [...(await api.getTour({ params: { id: tour.id } })).scenes].sort((a, b) =>
    a.fileName.localeCompare(b.fileName),
  );
  const [a, b, c] = scenes;
  if (a === undefined || b === undefined || c === undefined)
    throw new Error("the three scenes are missing");
  const view = { yaw: 0, pitch: 0, fov: 90 };
  const compassView = { yaw: 30, pitch: 20, fov: 90 };
  const edit = (id: string, title: string, order: number, geo: GeoPosition | null = null) => ({
    id,
    title,
    order,
    initialView: geo === null ? view : compassView,
    northOffset: 0,
    geo,
  });
  await api.dumpTour({
    params: { id: tour.id },
    body: {
      scenes: [
        edit(a.id, "Harbour", 0),
        edit(b.id, "Lighthouse", 1),
        edit(c.id, "Compass", 2, { lat: 37.5665, lon: 126.978 }),
      ],
      markers: [
        {
          id: "to-lighthouse",
          sceneId: a.id,
          type: "link",
          yaw: 15,
          pitch: -5,
          targetSceneId: b.id,
          targetView: { yaw: 0, pitch: 0 },
        },
        {
          id: "lens",
          sceneId: b.id,
          type: "info",
          yaw: -20,
          pitch: 5,
          title: "The lens",
          text: "The Fresnel lens was made in 1856.",
          url: null,
          voice: null,
        },
      ],
      initialView: { sceneId: a.id, ...view },
    },
  });
  await api.synthesizeMarkerVoice({
    params: { id: tour.id, markerId: "lens" },
    body: { language: "en" },
  });
  const version = await api.publishTour({ params: { id: tour.id }, body: {} });
  return {
    origin,
    owner: user,
    tourId: tour.id,
    slug: version.slug,
    sceneIds: [a.id, b.id, c.id],
    compassView,
    linkId: "to-lighthouse",
    infoId: "lens",
  };
};
