import { describe, expect, it } from "vitest";
import { type TermsDecision, termsDecision, termsDecisionFor } from "./termsConsent";

describe("termsDecision", () => {
  const base = { mandatoryIds: ["tos", "privacy"], allIds: ["tos", "privacy", "mkt"] };
  const all = (mkt: boolean) => [
    { termsId: "tos", agreed: true },
    { termsId: "privacy", agreed: true },
    { termsId: "mkt", agreed: mkt },
  ];

  it.each<[readonly string[], boolean, TermsDecision]>([
    [["tos", "privacy"], false, { kind: "ok", answers: all(false), marketingAgreed: false }],
    [["tos", "privacy"], true, { kind: "ok", answers: all(true), marketingAgreed: true }],
    [["tos", "privacy", "mkt"], false, { kind: "ok", answers: all(true), marketingAgreed: true }],
    [["privacy", "tos", "tos"], false, { kind: "ok", answers: all(false), marketingAgreed: false }],
    [["tos"], true, { kind: "missing", missing: ["privacy"] }],
    [["mkt"], false, { kind: "missing", missing: ["tos", "privacy"] }],
    [[], false, { kind: "missing", missing: ["tos", "privacy"] }],
    [["tos", "privacy", "gone"], false, { kind: "unknown", unknown: ["gone"] }],
  ])("agreed %j, marketing %s → %j", (agreedIds, marketingAgreed, expected) => {
    expect(termsDecision({ ...base, agreedIds, marketingAgreed })).toEqual(expected);
  });
});

describe("termsDecisionFor", () => {
  const listed = [
    { id: "tos", isOptional: false },
    { id: "privacy", isOptional: false },
    { id: "marketing", isOptional: true },
  ];
  it.each([
    [["tos"], { kind: "missing", missing: ["privacy"] }],
    [["tos", "privacy"], { kind: "ok", marketingAgreed: false }],
    [["tos", "privacy", "marketing"], { kind: "ok", marketingAgreed: true }],
    [["tos", "privacy", "forged"], { kind: "unknown", unknown: ["forged"] }],
  ])("decides %j", (agreed, expected) => {
    expect(termsDecisionFor(listed, agreed)).toMatchObject(expected);
  });
});
