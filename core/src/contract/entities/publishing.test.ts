import { dailyViewsSchema, publishedTourSchema, statisticsQuerySchema } from "./publishing";
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
    ],
  ],
  [
    "dailyViewsSchema",
    dailyViewsSchema,
    [
      [{ date: "2024-05-01", views: 0 }, true],
      [{ date: "2024-05-01", views: -1 }, false],
      [{ date: "2024-05-01", views: 1.5 }, false],
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
