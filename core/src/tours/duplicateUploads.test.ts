import { describe, expect, it } from "vitest";
import {
  type DuplicateChoice,
  duplicateNames,
  FILE_CHECK_MAX_NAMES,
  fileCheckBatches,
  uploadPlan,
} from "./duplicateUploads";

const file = (name: string, tag = name) => ({ name, tag });
const checked = (fileName: string, exists: boolean) => ({ fileName, exists });

describe("fileCheckBatches", () => {
  it.each<[string, string[], string[][]]>([
    ["nothing for no names", [], []],
    ["each name once", ["a.jpg", "b.jpg", "a.jpg"], [["a.jpg", "b.jpg"]]],
    ["no name the check refuses", ["", `${"x".repeat(256)}.jpg`, "ok.jpg"], [["ok.jpg"]]],
  ])("asks %s", (_, names, batches) => {
    expect(fileCheckBatches(names)).toEqual(batches);
  });

  it(`asks at most ${FILE_CHECK_MAX_NAMES} names a call`, () => {
    const names = Array.from({ length: 250 }, (_, i) => `p${i}.jpg`);
    const batches = fileCheckBatches(names);
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(names);
  });
});

describe("duplicateNames", () => {
  it.each<[string, string[], ReturnType<typeof checked>[], string[], string[]]>([
    ["none when the tour has none of them", ["a.jpg"], [checked("a.jpg", false)], [], []],
    [
      "those the server has, in pick order",
      ["b.jpg", "a.jpg", "c.jpg"],
      [checked("a.jpg", true), checked("b.jpg", true), checked("c.jpg", false)],
      [],
      ["b.jpg", "a.jpg"],
    ],
    ["those an earlier pick still sends", ["a.jpg", "b.jpg"], [], ["b.jpg"], ["b.jpg"]],
    ["each once", ["a.jpg", "a.jpg"], [checked("a.jpg", true)], ["a.jpg"], ["a.jpg"]],
  ])("lists %s", (_, picked, answer, queued, duplicates) => {
    expect(duplicateNames(picked, answer, queued)).toEqual(duplicates);
  });
});

describe("uploadPlan", () => {
  const choices = (entries: [string, DuplicateChoice][]) => new Map(entries);

  it.each<[string, string[], string[], [string, DuplicateChoice][], [string, boolean][], string[]]>(
    [
      [
        "sends new files as new scenes",
        ["a.jpg", "b.jpg"],
        [],
        [],
        [
          ["a.jpg", false],
          ["b.jpg", false],
        ],
        [],
      ],
      [
        "skips a duplicate by default",
        ["a.jpg", "b.jpg"],
        ["a.jpg"],
        [],
        [["b.jpg", false]],
        ["a.jpg"],
      ],
      ["skips a duplicate chosen so", ["a.jpg"], ["a.jpg"], [["a.jpg", "skip"]], [], ["a.jpg"]],
      [
        "replaces a duplicate chosen so",
        ["a.jpg", "b.jpg"],
        ["a.jpg", "b.jpg"],
        [["a.jpg", "replace"]],
        [["a.jpg", true]],
        ["b.jpg"],
      ],
      [
        "sends a name picked twice once",
        ["a.jpg", "a.jpg", "b.jpg"],
        [],
        [],
        [
          ["a.jpg", false],
          ["b.jpg", false],
        ],
        ["a.jpg"],
      ],
      [
        "ignores a choice for a name that is no duplicate",
        ["a.jpg"],
        [],
        [["a.jpg", "replace"]],
        [["a.jpg", false]],
        [],
      ],
    ],
  )("%s", (_, names, duplicates, chosen, sent, skipped) => {
    const files = names.map((n, i) => file(n, `${n}#${i}`));
    const plan = uploadPlan(files, duplicates, choices(chosen));
    expect(plan.send.map((s) => [s.file.name, s.overwrite])).toEqual(sent);
    expect(plan.skipped).toEqual(skipped);
  });

  it("sends the first file of a name picked twice", () => {
    const plan = uploadPlan([file("a.jpg", "first"), file("a.jpg", "second")], [], new Map());
    expect(plan.send.map((s) => s.file.tag)).toEqual(["first"]);
  });
});
