import { describe, expect, it } from "vitest";
import type { UserExtra } from "../contract/entities/userExtra";
import { invalidExtraIndexes, latestExtras, marketingConsentOf } from "./extras";

const e = (key: string, value: string): UserExtra => ({ key, value });

describe("latestExtras", () => {
  it.each<[string, UserExtra[], UserExtra[]]>([
    ["keeps distinct keys", [e("a", "1"), e("b", "2")], [e("a", "1"), e("b", "2")]],
    [
      "lets the last value win",
      [e("a", "1"), e("b", "2"), e("a", "3")],
      [e("b", "2"), e("a", "3")],
    ],
    ["answers nothing for nothing", [], []],
  ])("%s", (_, list, expected) => {
    expect(latestExtras(list)).toEqual(expected);
  });
});

describe("marketingConsentOf", () => {
  it.each<[string, UserExtra[], boolean | undefined]>([
    ["untouched", [e("job", "teacher")], undefined],
    ["given", [e("marketing", "true")], true],
    ["withdrawn", [e("marketing", "false")], false],
    ["the last of two", [e("marketing", "true"), e("marketing", "false")], false],
    ["not a yes/no", [e("marketing", "maybe")], undefined],
  ])("is %s", (_, list, consent) => {
    expect(marketingConsentOf(list)).toBe(consent);
  });
});

describe("invalidExtraIndexes", () => {
  it.each<[string, UserExtra[], number[]]>([
    ["free keys take any value", [e("job", "anything")], []],
    ["marketing takes true and false", [e("marketing", "true"), e("marketing", "false")], []],
    [
      "marketing refuses other values",
      [e("job", "x"), e("marketing", "yes"), e("marketing", "")],
      [1, 2],
    ],
  ])("%s", (_, list, indexes) => {
    expect(invalidExtraIndexes(list)).toEqual(indexes);
  });
});
