import { describe, expect, it } from "vitest";
import { type AiImageRef, settlePending, withoutImages } from "./settle";

const img = (id: string | number, status?: string): AiImageRef => ({ id, status });

describe("settlePending", () => {
  it.each<[string, AiImageRef[], AiImageRef[], (string | number)[], (string | number)[]]>([
    ["all still working", [img(1), img(2)], [img(1, "processing"), img(2, "pending")], [1, 2], []],
    ["one gone from the working list", [img(1), img(2)], [img(2, "dispatched")], [2], [1]],
    [
      "one final in the working list",
      [img(1), img(2)],
      [img(1, "complete"), img(2, "processing")],
      [2],
      [1],
    ],
    [
      "aborted and failed count as finished",
      [img(1), img(2)],
      [img(1, "abort"), img(2, "error")],
      [],
      [1, 2],
    ],
    ["an entry without status still works", [img(1)], [img(1)], [1], []],
    ["an unknown status still works", [img(1)], [img(1, "queued")], [1], []],
    [
      "ids compare as text",
      [img("7"), img(8)],
      [img(7, "processing"), img("8", "pending")],
      ["7", 8],
      [],
    ],
    ["an empty working list finishes all", [img(1)], [], [], [1]],
  ])("%s", (_, pending, working, still, finished) => {
    const result = settlePending(pending, working);
    expect(result.stillPending.map((i) => i.id)).toEqual(still);
    expect(result.finished.map((i) => i.id)).toEqual(finished);
  });
});

describe("withoutImages", () => {
  it("drops the given ids, comparing as text", () => {
    expect(withoutImages([img(1), img("2"), img(3)], [img("1"), img(2)])).toEqual([img(3)]);
  });
});
