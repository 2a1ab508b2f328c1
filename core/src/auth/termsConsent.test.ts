import { describe, expect, it } from "vitest";
import { type ConsentInput, consentProblems } from "./termsConsent";

const terms = { all: ["tos", "privacy", "marketing"], mandatory: ["tos", "privacy"] };

describe("consentProblems", () => {
  it.each<[string, ConsentInput, { missing: string[]; unknown: string[] }]>([
    [
      "every mandatory term agreed",
      { ...terms, agreed: ["tos", "privacy"] },
      { missing: [], unknown: [] },
    ],
    [
      "mandatory and optional agreed",
      { ...terms, agreed: ["privacy", "tos", "marketing"] },
      { missing: [], unknown: [] },
    ],
    [
      "one mandatory term missing",
      { ...terms, agreed: ["tos", "marketing"] },
      { missing: ["privacy"], unknown: [] },
    ],
    ["nothing agreed", { ...terms, agreed: [] }, { missing: ["tos", "privacy"], unknown: [] }],
    [
      "an id of no term",
      { ...terms, agreed: ["tos", "privacy", "old-tos"] },
      { missing: [], unknown: ["old-tos"] },
    ],
    [
      "a repeated id",
      { ...terms, agreed: ["tos", "tos", "privacy"] },
      { missing: [], unknown: [] },
    ],
  ])("%s", (_name, input, expected) => {
    expect(consentProblems(input)).toEqual(expected);
  });
});
