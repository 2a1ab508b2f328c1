import { describe, expect, it } from "vitest";
import {
  HOSTING_UPLOAD_MAX_FILES,
  hostingImageListQuerySchema,
  hostingImageSchema,
  hostingImageTitle,
  hostingImageUpdateSchema,
  hostingImageUploadSchema,
  hostingUploadResultSchema,
  renamedFileName,
  uploadedFileName,
} from "./hostingImage";
import { describeSchemas } from "./testing/schemaTable";
import { AT } from "./testing/tourSamples";

const image = {
  id: "i1",
  projectId: "p1",
  fileName: "Lobby.jpg",
  title: "Lobby",
  width: 4096,
  height: 2048,
  bytes: 1_234_567,
  imageUrl: "/cdn/hosting/p1/i1/panorama.jpg",
  thumbnailUrl: "/cdn/hosting/p1/i1/thumbnail.jpg",
  embedUrl: "/i/i1",
  createdAt: AT,
};
const pano = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg");

describeSchemas([
  [
    "hostingImageSchema",
    hostingImageSchema,
    [
      [image, true],
      [{ ...image, embedUrl: "https://orbis.example/i/i1" }, true],
      [{ ...image, title: "" }, false],
      [{ ...image, width: 0 }, false],
      [{ ...image, bytes: -1 }, false],
      [{ ...image, imageUrl: "//evil.example/x.jpg" }, false],
      [{ ...image, createdAt: "yesterday" }, false],
    ],
  ],
  [
    "hostingImageUploadSchema",
    hostingImageUploadSchema,
    [
      [{ files: [pano()] }, true],
      [{ files: Array.from({ length: HOSTING_UPLOAD_MAX_FILES }, pano) }, true],
      [{ files: Array.from({ length: HOSTING_UPLOAD_MAX_FILES + 1 }, pano) }, false],
      [{ files: [] }, false],
      [{ files: ["not a file"] }, false],
    ],
  ],
  [
    "hostingUploadResultSchema",
    hostingUploadResultSchema,
    [
      [{ stored: [image], refused: [] }, true],
      [{ stored: [], refused: [{ fileName: "notes.txt", code: 10415, message: "no" }] }, true],
      [{ stored: [image], refused: [{ fileName: "", code: 10415, message: "no" }] }, false],
      [{ stored: [image] }, false],
    ],
  ],
  [
    "hostingImageUpdateSchema",
    hostingImageUpdateSchema,
    [
      [{ title: "Main hall" }, true],
      [{ title: "x".repeat(200) }, true],
      [{ title: "x".repeat(201) }, false],
      [{ title: "   " }, false],
      [{}, false],
    ],
  ],
]);

describe("hosting image list query", () => {
  it.each([
    [{}, { pageNo: 1, pageSize: 20 }],
    [
      { pageNo: "3", pageSize: "5" },
      { pageNo: 3, pageSize: 5 },
    ],
  ])("%j reads as %j", (query, parsed) => {
    expect(hostingImageListQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([[{ pageNo: "0" }], [{ pageSize: "101" }], [{ pageNo: "one" }]])(
    "refuses %j",
    (query) => {
      expect(hostingImageListQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe("hosting image names", () => {
  it.each([
    ["Lobby.jpg", "Lobby"],
    ["Lobby.JPEG", "Lobby"],
    ["roof top.final.png", "roof top.final"],
    ["no extension", "no extension"],
    [".jpg", ".jpg"],
    ["Café 360°.webp", "Café 360°"],
    ["Hall v1.5", "Hall v1.5"],
    ["scan.tiff", "scan.tiff"],
  ])("%s is titled %s", (fileName, title) => {
    expect(hostingImageTitle(fileName)).toBe(title);
  });

  it.each([
    ["Lobby.jpg", "Main hall", "Main hall.jpg"],
    ["Lobby.JPG", "  Main hall  ", "Main hall.JPG"],
    ["no extension", "Hall v1.5", "Hall v1.5"],
    ["Lobby.webp", "copy.jpg", "copy.jpg.webp"],
    [".jpg", "Named at last", "Named at last.jpg"],
  ])("%s renamed %j is %s", (fileName, title, renamed) => {
    expect(renamedFileName(fileName, title)).toBe(renamed);
    expect(hostingImageTitle(renamed)).toBe(title.trim());
  });
});

describe("uploaded file names", () => {
  it.each([
    ["Lobby.jpg", "Lobby.jpg"],
    ["C:\\fakepath\\Lobby.jpg", "Lobby.jpg"],
    ["../../etc/passwd", "passwd"],
    ["  spaced.png  ", "spaced.png"],
    ["", "panorama"],
    ["dir/", "panorama"],
    [`${"x".repeat(300)}.webp`, `${"x".repeat(250)}.webp`],
    ["y".repeat(300), "y".repeat(255)],
  ])("%j is known as %j", (sent, name) => {
    expect(uploadedFileName(sent)).toBe(name);
    expect(name.length).toBeLessThanOrEqual(255);
  });
});
