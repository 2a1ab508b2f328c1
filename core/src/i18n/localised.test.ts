import { describe, expect, it } from "vitest";
import type { Language } from "../contract/enums";
import { pickLocalised } from "./localised";

const rows = [
  { id: "a", language: "ko", text: "a-ko" },
  { id: "a", language: "en", text: "a-en" },
  { id: "b", language: "vi", text: "b-vi" },
  { id: "b", language: "ko", text: "b-ko" },
  { id: "c", language: "ja", text: "c-ja" },
  { id: "d", language: "en", text: "d-en" },
];

describe("pickLocalised", () => {
  it.each<[Language, string[]]>([
    ["ko", ["a-ko", "b-ko"]],
    ["en", ["a-en", "b-ko", "d-en"]],
    ["vi", ["a-ko", "b-vi"]],
    ["ja", ["a-ko", "b-ko", "c-ja"]],
  ])("in %s picks %j", (language, texts) => {
    expect(pickLocalised(rows, language, (r) => r.id).map((r) => r.text)).toEqual(texts);
  });

  it("answers nothing for no rows", () => {
    expect(pickLocalised([], "en", () => "x")).toEqual([]);
  });
});
