import { describe, expect, it } from "vitest";
import { type LeaveForm, leaveSurvey } from "./leaveSurvey";

const form: LeaveForm = { reasonType: "too-expensive", customReason: "", confirmed: true };

describe("leaveSurvey", () => {
  it.each<[string, LeaveForm, ReturnType<typeof leaveSurvey>]>([
    ["a reason, confirmed", form, { survey: { reasonType: "too-expensive" } }],
    [
      "a reason with words, trimmed",
      { ...form, customReason: "  Moving on " },
      { survey: { reasonType: "too-expensive", customReason: "Moving on" } },
    ],
    ["no reason", { ...form, reasonType: null }, { problem: "reason" }],
    ["other without words", { ...form, reasonType: "other" }, { problem: "customReason" }],
    [
      "other with blank words",
      { ...form, reasonType: "other", customReason: "   " },
      { problem: "customReason" },
    ],
    [
      "words over 1000 characters",
      { ...form, customReason: "x".repeat(1001) },
      { problem: "customReason" },
    ],
    [
      "other with words",
      { ...form, reasonType: "other", customReason: "No time" },
      { survey: { reasonType: "other", customReason: "No time" } },
    ],
    ["not confirmed", { ...form, confirmed: false }, { problem: "confirm" }],
  ])("%s", (_, input, expected) => {
    expect(leaveSurvey(input)).toEqual(expected);
  });
});
