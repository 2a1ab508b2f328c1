import { noiseImage } from "../../tours/testing";
import { zipBytes } from "./testArchives";

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
