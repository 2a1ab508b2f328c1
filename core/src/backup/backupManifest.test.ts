import { describe, expect, it } from "vitest";
import {
  BACKUP_FORMAT,
  type BackupManifest,
  backupEntryOf,
  backupFileName,
  parseBackupManifest,
  restoreMismatches,
} from "./backupManifest";

const manifest: BackupManifest = {
  format: BACKUP_FORMAT,
  createdAt: "2026-11-29T23:15:00.000Z",
  tables: { users: 2, tours: 5 },
  files: { count: 10, bytes: 12345 },
  secrets: ["token.key"],
};

describe("parseBackupManifest", () => {
  it("reads a manifest it wrote", () => {
    expect(parseBackupManifest(JSON.stringify(manifest))).toEqual({ manifest });
  });

  it.each([
    ["not JSON", "{", /is not JSON/],
    [
      "another format",
      JSON.stringify({ ...manifest, format: 2 }),
      /has format 2; .* restores format 1/,
    ],
    ["a missing part", JSON.stringify({ ...manifest, files: undefined }), /files: /],
    ["a negative count", JSON.stringify({ ...manifest, tables: { users: -1 } }), /tables\.users/],
    ["null", "null", /not a backup manifest/],
  ])("names what is wrong with %s", (_label, text, problem) => {
    expect(parseBackupManifest(text)).toEqual({ problem: expect.stringMatching(problem) });
  });
});

describe("backupEntryOf", () => {
  it.each([
    ["orbis-backup.json", { kind: "manifest" }],
    ["db.tar.gz", { kind: "database" }],
    ["files/tours/a/b.jpg", { kind: "file", path: "tours/a/b.jpg" }],
    ["files/tours/a/b.jpg.meta.json", { kind: "file", path: "tours/a/b.jpg.meta.json" }],
    ["secrets/token.key", { kind: "secret", name: "token.key" }],
    ["files/", { kind: "folder" }],
  ])("places %s", (name, entry) => {
    expect(backupEntryOf(name)).toEqual(entry);
  });

  it.each([
    ["files/../../etc/passwd", /outside the archive/],
    ["/etc/passwd", /absolute path/],
    ["secrets/../token.key", /outside the archive/],
    ["secrets/nested/key", /not part of a backup/],
    ["server.pid", /not part of a backup/],
    ["files", /not part of a backup/],
    ["files\\..\\x", /outside the archive/],
  ])("refuses %s", (name, problem) => {
    expect(backupEntryOf(name)).toEqual({
      kind: "refused",
      problem: expect.stringMatching(problem),
    });
  });
});

describe("restoreMismatches", () => {
  it("is empty when everything came back", () => {
    expect(
      restoreMismatches(manifest, { tables: { tours: 5, users: 2 }, files: manifest.files }),
    ).toEqual([]);
  });

  it("names every table and the files that differ", () => {
    expect(
      restoreMismatches(manifest, {
        tables: { users: 2, tours: 4, extra: 0 },
        files: { count: 10, bytes: 1 },
      }),
    ).toEqual([
      "table extra: absent rows in the backup, 0 restored",
      "table tours: 5 rows in the backup, 4 restored",
      "files: 10 (12345 bytes) in the backup, 10 (1 bytes) restored",
    ]);
  });
});

it("names a backup by its UTC time", () => {
  expect(backupFileName(new Date("2026-03-04T05:06:07Z"))).toBe("orbis-backup-20260304-050607.zip");
});
