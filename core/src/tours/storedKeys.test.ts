import { describe, expect, it } from "vitest";
import { folderPrefixesOf, isKeyOwned, type OwningRow, ownerCandidatesOf } from "./storedKeys";

const tile = "tours/t1/scenes/s1/r1/tiles/0/f0_0.jpg";

describe("folderPrefixesOf and ownerCandidatesOf", () => {
  it.each<[string, string[]]>([
    ["a.jpg", []],
    ["users/u1/thumbnail-ab.webp", ["users/", "users/u1/"]],
    [
      tile,
      [
        "tours/",
        "tours/t1/",
        "tours/t1/scenes/",
        "tours/t1/scenes/s1/",
        "tours/t1/scenes/s1/r1/",
        "tours/t1/scenes/s1/r1/tiles/",
        "tours/t1/scenes/s1/r1/tiles/0/",
      ],
    ],
  ])("%s sits in %j", (key, folders) => {
    expect(folderPrefixesOf(key)).toEqual(folders);
    expect(ownerCandidatesOf(key)).toEqual([key, ...folders]);
  });
});

describe("isKeyOwned", () => {
  it.each<[string, string, OwningRow[], boolean]>([
    ["its own row", tile, [{ key: tile, isPrefix: false }], true],
    [
      "the tile pyramid's prefix row",
      tile,
      [{ key: "tours/t1/scenes/s1/r1/tiles/", isPrefix: true }],
      true,
    ],
    ["a scene's prefix row", tile, [{ key: "tours/t1/scenes/s1/", isPrefix: true }], true],
    ["no row", tile, [], false],
    [
      "another revision's prefix row",
      tile,
      [{ key: "tours/t1/scenes/s1/r2/", isPrefix: true }],
      false,
    ],
    [
      "a folder's key held by a plain row",
      tile,
      [{ key: "tours/t1/scenes/s1/", isPrefix: false }],
      false,
    ],
    [
      "a sibling whose name starts the same",
      "tours/t1/scenes/s10/r1/preview.jpg",
      [{ key: "tours/t1/scenes/s1/", isPrefix: true }],
      false,
    ],
    ["a prefix row of its own name", "tours/t1/a", [{ key: "tours/t1/a/", isPrefix: true }], false],
  ])("%s → %s", (_name, key, rows, owned) => {
    expect(isKeyOwned(key, rows)).toBe(owned);
  });
});
