import { describe, expect, it } from "vitest";
import { admitSnackbarMessage, snackbarKindOf } from "./snackbarPolicy";

/** A message of `kind` named `id`, as the policy sees it. */
const m = (id: string, kind: string) => ({ id, kind });
const ids = (line: readonly { id: string }[]) => line.map((x) => x.id);

describe("admitSnackbarMessage", () => {
  it.each([
    ["an empty snackbar shows the newcomer", [], m("a", "save"), ["a"]],
    [
      "a newcomer is shown at once, the interrupted one waits",
      [m("a", "save")],
      m("b", "voice"),
      ["b", "a"],
    ],
    [
      "the newest replaces the one on show of its kind",
      [m("a", "upload")],
      m("b", "upload"),
      ["b"],
    ],
    [
      "the newest replaces waiting ones of its kind too",
      [m("a", "voice"), m("b", "upload"), m("c", "save")],
      m("d", "upload"),
      ["d", "a", "c"],
    ],
    [
      "the interrupted message waits ahead of older waiting ones",
      [m("a", "save"), m("b", "publish")],
      m("c", "voice"),
      ["c", "a", "b"],
    ],
    [
      "each kind holds one place: three refused files are one message",
      [m("r3", "upload"), m("v", "voice")],
      m("r4", "upload"),
      ["r4", "v"],
    ],
  ])("%s", (_, line, incoming, expected) => {
    expect(ids(admitSnackbarMessage(line, incoming))).toEqual(expected);
  });

  it("leaves the line it was given as it was", () => {
    const line = [m("a", "save")];
    admitSnackbarMessage(line, m("b", "save"));
    expect(ids(line)).toEqual(["a"]);
  });
});

describe("snackbarKindOf", () => {
  it.each([
    ["Saved", undefined, "text:Saved"],
    ["Saved", "save", "save"],
    ["photo.jpg is not an image", "upload-refused", "upload-refused"],
  ])("%s (kind %s) is of kind %s", (text, kind, expected) => {
    expect(snackbarKindOf(text, kind)).toBe(expected);
  });

  it("makes the same words raised twice one message", () => {
    const first = { id: "1", kind: snackbarKindOf("Saved") };
    const again = { id: "2", kind: snackbarKindOf("Saved") };
    expect(ids(admitSnackbarMessage([first], again))).toEqual(["2"]);
  });
});
