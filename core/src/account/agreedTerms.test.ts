import { describe, expect, it } from "vitest";
import type { TermsAgreement, TermsItem } from "../contract/entities/terms";
import { agreedTerms, currentMarketingConsent, termsAnswerProblem } from "./agreedTerms";

const term = (id: string, isOptional: boolean): TermsItem => ({
  id,
  title: id,
  content: `${id} text`,
  href: null,
  isOptional,
});
const terms = [term("service", false), term("privacy", false), term("marketing", true)];
const at = "2026-11-01T09:00:00.000Z";

describe("agreedTerms", () => {
  it("lists the service's terms in order with the user's answers", () => {
    const answers: TermsAgreement[] = [
      { termsId: "marketing", agreed: false, agreedAt: at },
      { termsId: "service", agreed: true, agreedAt: at },
      { termsId: "retired", agreed: true, agreedAt: at },
    ];
    expect(agreedTerms(terms, answers)).toEqual([
      { term: terms[0], agreed: true, answeredAt: at, changeable: false },
      { term: terms[1], agreed: false, answeredAt: null, changeable: false },
      { term: terms[2], agreed: false, answeredAt: at, changeable: true },
    ]);
  });
});

describe("termsAnswerProblem", () => {
  const rows = agreedTerms(terms, []);
  it.each<[string, string, boolean, ReturnType<typeof termsAnswerProblem>]>([
    ["an optional term given", "marketing", true, null],
    ["an optional term withdrawn", "marketing", false, null],
    ["a required term agreed", "service", true, null],
    ["a required term withdrawn", "service", false, "required"],
    ["a term the service does not list", "retired", true, "unknown"],
  ])("%s", (_, id, agreed, problem) => {
    expect(termsAnswerProblem(rows, id, agreed)).toBe(problem);
  });
});

describe("currentMarketingConsent", () => {
  const given = agreedTerms(terms, [{ termsId: "marketing", agreed: true, agreedAt: at }]);
  const never = agreedTerms(terms, [{ termsId: "service", agreed: true, agreedAt: at }]);
  it.each<[string, ReturnType<typeof agreedTerms>, { key: string; value: string }[], boolean]>([
    ["given at sign-up, never changed", given, [], true],
    ["not given at sign-up", never, [{ key: "job", value: "teacher" }], false],
    [
      "given at sign-up, withdrawn by the switch",
      given,
      [{ key: "marketing", value: "false" }],
      false,
    ],
    [
      "not given at sign-up, given by the switch",
      never,
      [{ key: "marketing", value: "true" }],
      true,
    ],
  ])("%s", (_, rows, extras, consent) => {
    expect(currentMarketingConsent(extras, rows)).toBe(consent);
  });
});
