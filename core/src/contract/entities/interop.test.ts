import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { toPannellumTour } from "../../interop/pannellumExport";
import type { PannellumTour } from "../../interop/pannellumSchema";
import {
  type PannellumExport,
  pannellumExportSchema,
  publishedVersionParamsSchema,
  staticSiteArchiveSchema,
  tourImportResultSchema,
  tourImportUploadSchema,
} from "./interop";
import { tour } from "./testing/tourSamples";

describe("pannellumExportSchema", () => {
  it("describes exactly what toPannellumTour writes", () => {
    expectTypeOf<PannellumTour>().toExtend<PannellumExport>();
    const exported = toPannellumTour(tour, {
      sceneTilesBase: (id) => `https://orbis.test/cdn/tours/t1/scenes/${id}/r1/tiles`,
    });
    expect(pannellumExportSchema.parse(exported)).toEqual(exported);
  });

  it.each([
    ["escapeHTML off", { escapeHTML: false }],
    ["no first scene", { default: { title: "T", sceneFadeDuration: 0, autoLoad: true } }],
    ["a scene of another type", { scenes: { a: { type: "cubemap" } } }],
  ])("refuses %s", (_, change) => {
    const exported = toPannellumTour(tour, {});
    expect(pannellumExportSchema.safeParse({ ...exported, ...change }).success).toBe(false);
  });
});

describe("publishedVersionParamsSchema", () => {
  it.each([
    [
      { id: "t1", version: "3" },
      { id: "t1", version: 3 },
    ],
    [
      { id: "t1", version: 1 },
      { id: "t1", version: 1 },
    ],
  ])("reads %j", (input, output) => {
    expect(publishedVersionParamsSchema.parse(input)).toEqual(output);
  });

  it.each([["0"], ["-1"], ["1.5"], ["latest"]])("refuses version %j", (version) => {
    expect(publishedVersionParamsSchema.safeParse({ id: "t1", version }).success).toBe(false);
  });
});

describe("the import's body and answer", () => {
  it("takes a file and an optional, trimmed title", () => {
    const file = new File(["PK"], "tour.zip", { type: "application/zip" });
    expect(tourImportUploadSchema.parse({ file }).file).toBe(file);
    expect(tourImportUploadSchema.safeParse({ file, title: "" }).success).toBe(false);
    expect(tourImportUploadSchema.safeParse({ title: "Tour" }).success).toBe(false);
  });

  it("answers the tour line and the warnings", () => {
    const item = {
      id: "t1",
      projectId: "p1",
      title: "Imported",
      thumbnailUrl: null,
      sceneCount: 2,
      published: false,
      slug: null,
      publishedAt: null,
      createdAt: "2024-05-01T09:30:00.000Z",
      updatedAt: "2024-05-01T09:30:00.000Z",
    };
    expect(tourImportResultSchema.parse({ tour: item, warnings: ["x"] }).warnings).toEqual(["x"]);
    expect(tourImportResultSchema.safeParse({ tour: item }).success).toBe(false);
  });

  it("documents the site archive as a binary ZIP", () => {
    expect(z.toJSONSchema(staticSiteArchiveSchema)).toMatchObject({
      type: "string",
      format: "binary",
      contentMediaType: "application/zip",
    });
  });
});
