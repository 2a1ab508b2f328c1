import { describe, expect, it } from "vitest";
import { describeSchemas } from "./testing/schemaTable";
import {
  fileCheckQuerySchema,
  fileCheckSchema,
  tourFilesQuerySchema,
  tourFilesUploadSchema,
  tourThumbnailUploadSchema,
  uploadedFileSchema,
} from "./tourFiles";

const jpeg = new File(["x"], "lobby.jpg", { type: "image/jpeg" });

describe("tour file calls", () => {
  it.each([
    [{}, { overwrite: false }],
    [{ overwrite: "true" }, { overwrite: true }],
    [{ overwrite: "false" }, { overwrite: false }],
    [{ overwrite: true }, { overwrite: true }],
  ])("upload query %j reads as %j", (query, parsed) => {
    expect(tourFilesQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    [{ fileNames: "a.jpg" }, ["a.jpg"]],
    [{ fileNames: ["a.jpg", "b, c.jpg"] }, ["a.jpg", "b, c.jpg"]],
  ])("check query %j reads as %j", (query, names) => {
    expect(fileCheckQuerySchema.parse(query).fileNames).toEqual(names);
  });

  describeSchemas([
    [
      "tourFilesUploadSchema",
      tourFilesUploadSchema,
      [
        [{ files: [jpeg] }, true],
        [{ files: [] }, false],
        [{ files: ["lobby.jpg"] }, false],
      ],
    ],
    [
      "tourThumbnailUploadSchema",
      tourThumbnailUploadSchema,
      [
        [{ file: jpeg }, true],
        [{ file: new File(["x"], "a.svg", { type: "image/svg+xml" }) }, false],
      ],
    ],
    [
      "fileCheckQuerySchema",
      fileCheckQuerySchema,
      [
        [{}, false],
        [{ fileNames: [] }, false],
      ],
    ],
    [
      "fileCheckSchema",
      fileCheckSchema,
      [
        [{ fileName: "a.jpg", exists: true, sceneId: "s1" }, true],
        [{ fileName: "a.jpg", exists: false, sceneId: null }, true],
      ],
    ],
    [
      "uploadedFileSchema",
      uploadedFileSchema,
      [
        [
          { fileName: "a.glb", kind: "model", path: "models/a.glb", bytes: 10, sceneId: null },
          true,
        ],
        [
          { fileName: "a.jpg", kind: "panorama", path: "../a.jpg", bytes: 10, sceneId: "s1" },
          false,
        ],
        [{ fileName: "a.mp4", kind: "video", path: "a.mp4", bytes: 10, sceneId: null }, false],
      ],
    ],
  ]);
});
