import {
  publishedTourSchema,
  sceneBeaconSchema,
  statisticsPointSchema,
  statisticsQuerySchema,
} from "./publishing";
import { describeSchemas } from "./testing/schemaTable";
import { AT, scene, tour } from "./testing/tourSamples";

const { fileName: _f, image: _i, ...shown } = scene;
const published = {
  tourId: "t1",
  version: 1,
  slug: "head-office",
  publishedAt: AT,
  title: tour.title,
  description: "",
  thumbnailUrl: null,
  scenes: [{ ...shown, tiles: { ...scene.tiles, baseUrl: "/cdn/tours/t1/scenes/s1/r1/tiles" } }],
  markers: [],
  geometries: [],
  models: [],
  initialView: null,
  settings: tour.settings,
};

describeSchemas([
  [
    "statisticsQuerySchema",
    statisticsQuerySchema,
    [
      [{}, true],
      [{ from: "2024-05-01", to: "2024-05-31" }, true],
      [{ from: "2024-5-1" }, false],
      [{ to: "2024-02-30" }, false],
      [{ to: "2024-05-01T00:00:00Z" }, false],
      [{ granularity: "week" }, true],
      [{ granularity: "year" }, false],
    ],
  ],
  [
    "statisticsPointSchema",
    statisticsPointSchema,
    [
      [{ date: "2024-05-01", visits: 0, visitors: 0 }, true],
      [{ date: "2024-05-01", visits: -1, visitors: 0 }, false],
      [{ date: "2024-05-01", visits: 1.5, visitors: 1 }, false],
      [{ date: "2024-05-01", views: 1 }, false],
    ],
  ],
  [
    "sceneBeaconSchema",
    sceneBeaconSchema,
    [
      [{ visitId: "k3J9x_2-abc", sceneId: "s1", seconds: 12.5, exit: false }, true],
      [{ visitId: "k3J9x_2-abc", sceneId: "s1", seconds: 0, exit: true }, true],
      [{ visitId: "short", sceneId: "s1", seconds: 1, exit: false }, false],
      [{ visitId: "has space in it", sceneId: "s1", seconds: 1, exit: false }, false],
      [{ visitId: "k3J9x_2-abc", sceneId: "", seconds: 1, exit: false }, false],
      [{ visitId: "k3J9x_2-abc", sceneId: "s1", seconds: -1, exit: false }, false],
      [{ visitId: "k3J9x_2-abc", sceneId: "s1", seconds: 86_401, exit: false }, false],
      [{ visitId: "k3J9x_2-abc", sceneId: "s1", seconds: 3, exit: "yes" }, false],
    ],
  ],
  [
    "publishedTourSchema",
    publishedTourSchema,
    [
      [published, true],
      [{ ...published, scenes: [] }, false],
      [{ ...published, scenes: [{ ...published.scenes[0], tiles: null }] }, false],
      [
        {
          ...published,
          scenes: [{ ...published.scenes[0], tiles: { ...scene.tiles, baseUrl: "//evil" } }],
        },
        false,
      ],
      [{ ...published, slug: "Head Office" }, false],
      [{ ...published, version: 0 }, false],
    ],
  ],
]);
