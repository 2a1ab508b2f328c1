import { describe, expect, it } from "vitest";
import { EDIT_HISTORY_LIMIT, emptyHistory, recordEdit, undoEdit } from "./editHistory";

describe("edit history", () => {
  it("undoes the last change first, then the one before", () => {
    const h = recordEdit(recordEdit(emptyHistory<string>(), "a"), "b");
    const first = undoEdit(h);
    expect(first?.document).toBe("b");
    expect(undoEdit(first?.history ?? emptyHistory())?.document).toBe("a");
  });
  it("has nothing to undo when empty", () => {
    expect(undoEdit(emptyHistory())).toBeNull();
  });
  it.each([
    [3, 5, ["c", "d", "e"]],
    [1, 2, ["b"]],
    [0, 2, ["b"]],
  ])("keeps the last %i of %i changes", (limit, count, kept) => {
    let h = emptyHistory<string>();
    for (const doc of ["a", "b", "c", "d", "e"].slice(0, count)) h = recordEdit(h, doc, limit);
    expect(h.past).toEqual(kept);
  });
  it("undoes a run of changes with the same key as one", () => {
    let h = recordEdit(emptyHistory<string>(), "start");
    for (const before of ["", "H", "He", "Hel"]) h = recordEdit(h, before, 50, "marker m1 text");
    expect(h.past).toEqual(["start", ""]);
    const undone = undoEdit(h);
    expect(undone?.document).toBe("");
    // After an undo the next keystroke starts a new run.
    const again = recordEdit(undone?.history ?? emptyHistory(), "x", 50, "marker m1 text");
    expect(again.past).toEqual(["start", "x"]);
  });
  it("starts a new run when the key changes or is absent", () => {
    let h = recordEdit(emptyHistory<string>(), "a", 50, "title");
    h = recordEdit(h, "b", 50, "text");
    h = recordEdit(h, "c");
    h = recordEdit(h, "d");
    expect(h.past).toEqual(["a", "b", "c", "d"]);
  });
  it("keeps fifty changes by default", () => {
    let h = emptyHistory<number>();
    for (let i = 0; i < 60; i++) h = recordEdit(h, i);
    expect(h.past).toHaveLength(EDIT_HISTORY_LIMIT);
    expect(h.past[0]).toBe(10);
  });
});
