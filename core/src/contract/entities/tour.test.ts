import { describe, expect, it } from "vitest";
import { publishRequestSchema, publishVersionSchema, slugSchema } from "./publish";
import { describeSchemas } from "./testing/schemaTable";
import { settings, tour } from "./testing/tourSamples";
import { tourCopySchema, tourDumpSchema, tourSchema, tourUpdateSchema } from "./tour";
import { tourSettingsSchema } from "./tourSettings";

describe("tourSchema", () => {
  it.each([
    ["a full tour", tour],
    [
      "a new tour",
      {
        ...tour,
        scenes: [],
        markers: [],
        geometries: [],
        models: [],
        initialView: null,
        publishHistory: [],
      },
    ],
  ])("accepts %s", (_, value) => {
    expect(tourSchema.parse(value)).toEqual(value);
  });

  it.each([
    ["no title", { ...tour, title: "" }],
    ["a bad marker", { ...tour, markers: [{ ...tour.markers[0], pitch: 91 }] }],
    ["a local time", { ...tour, createdAt: "2024-05-01T09:30:00" }],
    [
      "a start past the zenith",
      { ...tour, initialView: { sceneId: "s1", yaw: 0, pitch: 100, fov: 90 } },
    ],
    ["no layers", { ...tour, scenes: undefined }],
  ])("refuses %s", (_, value) => {
    expect(tourSchema.safeParse(value).success).toBe(false);
  });
});

describe("tour call bodies", () => {
  describeSchemas([
    [
      "tourUpdateSchema",
      tourUpdateSchema,
      [
        [{ title: "New name" }, true],
        [{ settings }, true],
        [{}, false],
        [{ title: " " }, false],
      ],
    ],
    [
      "tourDumpSchema",
      tourDumpSchema,
      [
        [{ scenes: [], markers: [], initialView: null }, true],
        [{ scenes: tour.scenes, markers: tour.markers, initialView: tour.initialView }, true],
        [{ scenes: [], markers: [{ ...tour.markers[0], yaw: 200 }], initialView: null }, false],
        [{ scenes: [] }, false],
      ],
    ],
    [
      "tourCopySchema",
      tourCopySchema,
      [
        [{}, true],
        [{ projectId: "p2", title: "Copy" }, true],
        [{ title: "" }, false],
      ],
    ],
  ]);

  it("tells why an empty update is refused", () => {
    expect(tourUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe("Nothing to update.");
  });
});

describeSchemas([
  [
    "tourSettingsSchema",
    tourSettingsSchema,
    [
      [settings, true],
      [
        { ...settings, seo: null, og: { title: "T", description: "D", imageUrl: "/cdn/og.jpg" } },
        true,
      ],
      [{ ...settings, ga: { measurementId: "G-AB12CD34EF" } }, true],
      [{ ...settings, ga: { measurementId: "UA-1234-1" } }, false],
      [{ ...settings, autorotate: 45 }, false],
      [{ ...settings, seo: { ...settings.seo, keywords: [""] } }, false],
      [{ ...settings, geoMap: undefined }, false],
    ],
  ],
]);

describe("publishing", () => {
  it.each(["head-office", "abc", "t01", "a".repeat(64), "2024-tour"])(
    "slug %s is valid",
    (slug) => {
      expect(slugSchema.safeParse(slug).success).toBe(true);
    },
  );

  it.each([
    "ab",
    "Head-Office",
    "-office",
    "office-",
    "head office",
    "투어",
    "a".repeat(65),
    "a/b",
  ])("slug %s is refused", (slug) => {
    expect(slugSchema.safeParse(slug).error?.issues[0]?.message).toBeDefined();
  });

  describeSchemas([
    [
      "publishVersionSchema",
      publishVersionSchema,
      [
        [
          { version: 2, slug: "head-office", publishedAt: "2024-05-01T09:30:00Z", current: false },
          true,
        ],
        [
          { version: 0, slug: "head-office", publishedAt: "2024-05-01T09:30:00Z", current: true },
          false,
        ],
      ],
    ],
    [
      "publishRequestSchema",
      publishRequestSchema,
      [
        [{}, true],
        [{ slug: "lobby" }, true],
        [{ slug: "Lobby!" }, false],
      ],
    ],
  ]);
});
