import type { Geometry } from "../geometry";
import type { InfoMarker, LinkMarker } from "../marker";
import type { Model } from "../model";
import type { Person } from "../person";
import type { Scene } from "../scene";
import type { Tour } from "../tour";
import type { TourSettings } from "../tourSettings";

/** A valid instant for samples. */
export const AT = "2024-05-01T09:30:00Z";

/** A valid person. */
export const person: Person = { id: "u1", email: "kim@example.com", name: "Kim", nickname: null };

/** A valid, tiled scene. */
export const scene: Scene = {
  id: "s1",
  title: "Lobby",
  order: 0,
  fileName: "lobby.jpg",
  image: { width: 8192, height: 4096, bytes: 5_000_000, sha256: null },
  tiles: { tileSize: 512, cubeSize: 2608, levels: 4, baseUrl: "/cdn/tours/t1/scenes/s1/r1/tiles" },
  previewUrl: "/cdn/tours/t1/scenes/s1/preview.jpg",
  thumbnailUrl: "/cdn/tours/t1/scenes/s1/thumb.jpg",
  initialView: { yaw: 0, pitch: 0, fov: 100 },
  northOffset: 0,
  geo: { lat: 37.5665, lon: 126.978, alt: 38 },
};

/** A valid scene link. */
export const linkMarker: LinkMarker = {
  id: "m1",
  sceneId: "s1",
  type: "link",
  yaw: 45,
  pitch: -10,
  targetSceneId: "s2",
  targetView: { yaw: 180, pitch: 0 },
};

/** A valid info marker with a voice. */
export const infoMarker: InfoMarker = {
  id: "m2",
  sceneId: "s1",
  type: "info",
  yaw: -120,
  pitch: 20,
  title: "Reception",
  text: "Open from 9 to 6.",
  url: "https://example.com/hours",
  voice: { language: "ko", url: "/cdn/tours/t1/voice/m2.mp3" },
};

/** A valid polygon. */
export const polygon: Geometry = {
  id: "g1",
  sceneId: "s1",
  type: "polygon",
  title: "Stage",
  vertices: [
    { yaw: 0, pitch: 0 },
    { yaw: 10, pitch: 0 },
    { yaw: 10, pitch: 10 },
  ],
  geo: null,
  style: {
    strokeColor: "#22aa55",
    strokeWidth: 2,
    strokeOpacity: 1,
    fillColor: "#22AA55",
    fillOpacity: 0.3,
    fillImage: null,
  },
};

/** A valid placed model. */
export const model: Model = {
  id: "md1",
  sceneId: "s1",
  name: "Chair",
  url: "/cdn/tours/t1/models/chair.glb",
  format: "glb",
  bytes: 120_000,
  catalogueId: null,
  yaw: 30,
  pitch: -20,
  distance: 3,
  scale: 1,
  rotation: { heading: 90, pitch: 0, roll: 0 },
  geo: null,
};

/** Valid settings with SEO on and OG/GA off. */
export const settings: TourSettings = {
  seo: { title: "Our lobby", description: "A tour of the lobby", keywords: ["lobby"] },
  og: null,
  ga: null,
  autorotate: 0,
  sceneList: true,
  geoMap: false,
};

/** A valid tour holding one of everything. */
export const tour: Tour = {
  id: "t1",
  projectId: "p1",
  title: "Head office",
  description: "",
  scenes: [scene],
  markers: [linkMarker, infoMarker],
  geometries: [polygon],
  models: [model],
  initialView: { sceneId: "s1", yaw: 0, pitch: 0, fov: 100 },
  thumbnailUrl: null,
  settings,
  publishHistory: [{ version: 1, slug: "head-office", publishedAt: AT, current: true }],
  createdAt: AT,
  updatedAt: AT,
};
