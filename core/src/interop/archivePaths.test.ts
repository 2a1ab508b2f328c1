import { describe, expect, it } from "vitest";
import {
  archiveDir,
  archiveEntryProblem,
  archivePath,
  archiveSizeProblem,
  IMPORT_ARCHIVE_LIMITS,
  resolveArchiveReference,
} from "./archivePaths";

describe("archiveEntryProblem", () => {
  it.each([
    ["tour.json", null],
    ["images/lobby.jpg", null],
    ["a/./b.jpg", null],
    ["dir/", null],
    ["..foo/bar..jpg", null],
    ["", "an entry has no name"],
    ["../evil.jpg", 'the entry "../evil.jpg" points outside the archive (..)'],
    ["a/../../evil.jpg", 'the entry "a/../../evil.jpg" points outside the archive (..)'],
    ["a\\..\\evil.jpg", 'the entry "a\\\\..\\\\evil.jpg" points outside the archive (..)'],
    ["/etc/passwd", 'the entry "/etc/passwd" has an absolute path'],
    ["\\windows\\x.jpg", 'the entry "\\\\windows\\\\x.jpg" has an absolute path'],
    ["C:/x.jpg", 'the entry "C:/x.jpg" has an absolute path'],
    ["a\u0000b.jpg", 'the entry "a\\u0000b.jpg" has control characters in its name'],
  ])("%j → %j", (name, problem) => {
    expect(archiveEntryProblem(name)).toBe(problem);
  });
});

describe("archivePath and archiveDir", () => {
  it.each([
    ["a/b/c.json", "a/b/c.json", "a/b"],
    ["a\\b\\c.json", "a/b/c.json", "a/b"],
    ["./a//b.jpg", "a/b.jpg", "a"],
    ["c.json", "c.json", ""],
  ])("%j → %j in %j", (name, path, dir) => {
    expect(archivePath(name)).toBe(path);
    expect(archiveDir(archivePath(name))).toBe(dir);
  });
});

describe("archiveSizeProblem", () => {
  const ok = { entries: 10, totalBytes: 1000, largest: { name: "a.jpg", bytes: 600 } };
  it.each([
    ["a small archive", ok, null],
    ["an empty archive", { entries: 0, totalBytes: 0, largest: null }, null],
    [
      "too many entries",
      { ...ok, entries: IMPORT_ARCHIVE_LIMITS.entries + 1 },
      /holds 20001 entries; at most 20000/,
    ],
    [
      "one huge entry",
      { ...ok, largest: { name: "bomb.jpg", bytes: IMPORT_ARCHIVE_LIMITS.entryBytes + 1 } },
      /"bomb.jpg" unpacks to \d+ bytes; one entry may unpack to at most/,
    ],
    [
      "too much in all",
      { ...ok, totalBytes: IMPORT_ARCHIVE_LIMITS.totalBytes + 1 },
      /the ZIP unpacks to \d+ bytes; at most \d+/,
    ],
  ] as const)("%s", (_, sizes, expected) => {
    const problem = archiveSizeProblem(sizes);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe("resolveArchiveReference", () => {
  it.each([
    ["tour", "images/a.jpg", ["tour/images/a.jpg"]],
    ["", "a.jpg", ["a.jpg"]],
    ["tour", "./a.jpg?v=2#x", ["tour/a.jpg"]],
    ["tour/json", "../images/a.jpg", ["tour/images/a.jpg"]],
    ["tour", "/images/a.jpg", ["images/a.jpg"]],
    ["tour", "my%20room.jpg", ["tour/my%20room.jpg", "tour/my room.jpg"]],
    ["tour", "bad%zz.jpg", ["tour/bad%zz.jpg"]],
    ["tour", "tiles\\1\\f0_0.jpg", ["tour/tiles/1/f0_0.jpg"]],
  ])("%j + %j → %j", (dir, reference, paths) => {
    expect(resolveArchiveReference(dir, reference)).toEqual({ paths });
  });

  it.each([
    ["", "https://example.com/a.jpg", /remote URL; the server never fetches/],
    ["", "//cdn.example.com/a.jpg", /remote URL/],
    ["", "data:image/jpeg;base64,AAAA", /remote URL/],
    ["", "C:/pics/a.jpg", /remote URL/],
    ["tour", "../../a.jpg", /points outside the ZIP/],
    ["", "..", /points outside the ZIP/],
    ["", "./", /names no file/],
  ])("%j + %j is refused", (dir, reference, problem) => {
    const result = resolveArchiveReference(dir, reference);
    expect("problem" in result ? result.problem : "").toMatch(problem);
  });
});
