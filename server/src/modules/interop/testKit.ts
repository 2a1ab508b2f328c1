import type { Tour } from "@orbis/core/contract";
import { multipartPayload } from "../../testing/multipart";
import type { TestApp } from "../../testing/testApp";
import { dataOf } from "../../testing/tours";
import type { TestUser } from "../../testing/users";
import { noiseImage } from "../tours/testing";
import { zipBytes } from "./testArchives";

/** `POST /api/v2/projects/{id}/import` with one file (a ZIP unless said otherwise). */
export const importFile = async (
  t: TestApp,
  who: TestUser,
  projectId: string,
  bytes: Buffer,
  options: { name?: string; type?: string; title?: string } = {},
) => {
  const form = new FormData();
  form.append(
    "file",
    new Blob([bytes], { type: options.type ?? "application/zip" }),
    options.name ?? "tour.zip",
  );
  if (options.title !== undefined) form.append("title", options.title);
  const { payload, headers } = await multipartPayload(form);
  return t.call({
    method: "POST",
    url: `/api/v2/projects/${projectId}/import`,
    headers: { ...headers, ...who.auth },
    payload,
  });
};

/** The answer of an import that must succeed. */
export const imported = (res: { statusCode: number; body: string }) =>
  dataOf<{ tour: { id: string; title: string; sceneCount: number }; warnings: string[] }>(res);

/** The tour document. */
export const tourOf = async (t: TestApp, who: TestUser, tourId: string) =>
  dataOf<Tour>(await t.call({ method: "GET", url: `/api/v1/tours/${tourId}`, headers: who.auth }));

/** Polls `layers/status` until every scene is tiled or failed. */
export const tiled = async (t: TestApp, who: TestUser, tourId: string) => {
  for (let i = 0; i < 900; i++) {
    const status = dataOf<{ state: string }[]>(
      await t.call({
        method: "GET",
        url: `/api/v1/tours/${tourId}/layers/status`,
        headers: who.auth,
      }),
    );
    if (status.every((s) => s.state === "done" || s.state === "failed")) return status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("tiling did not finish");
};

/** A Pannellum tour of two equirectangular scenes: a link from the lobby, an info spot. */
export const twoSceneTour = {
  default: { firstScene: "lobby", title: "Head office", sceneFadeDuration: 500 },
  scenes: {
    lobby: {
      title: "Lobby",
      type: "equirectangular",
      panorama: "images/lobby.jpg",
      yaw: 30,
      pitch: -5,
      hfov: 90,
      northOffset: 45,
      hotSpots: [
        {
          type: "scene",
          sceneId: "hall",
          text: "To the hall",
          yaw: 120,
          pitch: -10,
          targetYaw: -60,
          targetPitch: 2,
          targetHfov: 75,
        },
        {
          type: "info",
          text: "Reception\nOpen 9 to 18",
          URL: "https://example.com/desk",
          yaw: -45,
          pitch: 4,
        },
      ],
    },
    hall: {
      title: "Hall",
      type: "equirectangular",
      panorama: "images/hall.jpg",
      yaw: -20,
      pitch: 0,
      hfov: 100,
      northOffset: 0,
    },
  },
};

/** The two panoramas of {@link twoSceneTour}, 2048 × 1024 detailed JPEGs. */
export const twoScenePanoramas = async () => ({
  lobby: await noiseImage(2048, 1024, "jpeg"),
  hall: await noiseImage(2048, 1024, "jpeg"),
});

/** {@link twoSceneTour} zipped with its images inside a `tour/` folder, as people zip folders. */
export const twoSceneZip = async (
  change: (tour: typeof twoSceneTour) => unknown = (tour) => tour,
) => {
  const images = await twoScenePanoramas();
  return zipBytes([
    { name: "tour/config.json", data: JSON.stringify(change(twoSceneTour)), deflate: true },
    { name: "tour/images/lobby.jpg", data: images.lobby },
    { name: "tour/images/hall.jpg", data: images.hall },
  ]);
};
