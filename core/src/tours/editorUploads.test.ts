import { describe, expect, it } from "vitest";
import type { LayerStatus } from "../contract/entities/scene";
import {
  autoSaveDelayMs,
  isModelFileName,
  tilingPending,
  type UploadRow,
  uploadFileProblem,
  uploadShare,
  withTilingStatus,
} from "./editorUploads";

const row = (change: Partial<UploadRow> = {}): UploadRow => ({
  key: "k",
  fileName: "hall.jpg",
  bytes: 1000,
  sentBytes: 1000,
  phase: "uploading",
  sceneId: "s1",
  error: null,
  tiling: 0,
  ...change,
});
const status = (change: Partial<LayerStatus>): LayerStatus => ({
  sceneId: "s1",
  fileName: "hall.jpg",
  state: "queued",
  progress: 0,
  error: null,
  ...change,
});

describe("uploadFileProblem", () => {
  it.each([
    ["hall.JPG", 10, null],
    ["roof.webp", 10, null],
    ["chair.glb", 10, null],
    ["notes.txt", 10, "type"],
    ["noext", 10, "type"],
    ["blank.png", 0, "empty"],
    ["huge.jpg", 601 * 1024 * 1024, "size"],
  ])("%s of %i bytes: %s", (name, size, problem) => {
    expect(uploadFileProblem({ name, size })).toBe(problem);
  });
  it("tells models from panoramas", () => {
    expect(isModelFileName("Chair.GLB")).toBe(true);
    expect(isModelFileName("hall.jpg")).toBe(false);
  });
});

describe("withTilingStatus", () => {
  it.each([
    ["queued", status({ state: "queued" }), { phase: "queued", tiling: 0 }],
    ["tiling", status({ state: "tiling", progress: 0.4 }), { phase: "tiling", tiling: 0.4 }],
    ["done", status({ state: "done", progress: 1 }), { phase: "done", tiling: 1 }],
    [
      "failed",
      status({ state: "failed", error: { code: 30002, message: "Not a panorama" } }),
      { phase: "failed", error: "Not a panorama" },
    ],
  ])("follows the server's %s state", (_, s, expected) => {
    expect(withTilingStatus(row(), s)).toMatchObject(expected);
  });
  it("keeps finished rows and rows without a status", () => {
    const done = row({ phase: "done" });
    expect(withTilingStatus(done, status({ state: "tiling" }))).toBe(done);
    expect(withTilingStatus(row(), undefined)).toEqual(row());
  });
});

describe("tilingPending and uploadShare", () => {
  it("polls while a scene is queued or tiling", () => {
    expect(tilingPending([row({ phase: "queued" })])).toBe(true);
    expect(tilingPending([row({ phase: "done" }), row({ phase: "failed" })])).toBe(false);
    expect(tilingPending([row({ phase: "queued", sceneId: null })])).toBe(false);
  });
  it.each([
    ["nothing sent", [row({ sentBytes: 0, phase: "waiting" })], 0],
    ["all sent, not tiled", [row({ phase: "queued" })], 0.5],
    ["half tiled", [row({ phase: "tiling", tiling: 0.5 })], 0.75],
    ["one of two done", [row({ phase: "done" }), row({ sentBytes: 0, phase: "waiting" })], 0.5],
    ["empty", [], 0],
    ["a failed file is not progress", [row({ phase: "failed" })], 0],
    [
      "a failed file leaves the reckoning",
      [row({ phase: "failed", bytes: 9000 }), row({ phase: "queued" })],
      0.5,
    ],
    [
      "one of two done beside a failed one",
      [row({ phase: "done" }), row({ phase: "failed" }), row({ sentBytes: 0, phase: "waiting" })],
      0.5,
    ],
  ])("%s", (_, rows, share) => {
    expect(uploadShare(rows)).toBeCloseTo(share);
  });
});

describe("autoSaveDelayMs", () => {
  it.each([
    [{ useAutoSave: true, saveCycle: 60 }, 60_000],
    [{ useAutoSave: true, saveCycle: 10 }, 10_000],
    [{ useAutoSave: false, saveCycle: 60 }, null],
  ])("%o → %s", (setting, delay) => {
    expect(autoSaveDelayMs(setting)).toBe(delay);
  });
});
