import { describe, expect, it } from "vitest";
import {
  defaultInstructorName,
  instructorDraftProblems,
  instructorInfoChanges,
  instructorInfoView,
} from "./instructorProfile";

const account = { userId: "u1", email: "kim.teacher@school.kr", name: null, nickname: null };

describe("instructor profile", () => {
  it.each([
    [{ ...account, name: "  김선생 ", nickname: "kim" }, "김선생"],
    [{ ...account, name: " ", nickname: "kim" }, "kim"],
    [account, "kim.teacher"],
    [{ ...account, name: "가".repeat(60) }, "가".repeat(50)],
  ])("a new profile of %j is named %s", (of, name) => {
    expect(defaultInstructorName(of)).toBe(name);
  });

  it("answers defaults from the account without a profile", () => {
    expect(instructorInfoView(account, null, false)).toEqual({
      userId: "u1",
      name: "kim.teacher",
      organization: "",
      phone: null,
      introduction: null,
      onboardingStep: "information",
      certified: false,
    });
  });

  it("answers the stored profile, verified once certified", () => {
    const profile = {
      name: "Kim",
      organization: "Orbis High",
      phone: "010-1234-5678",
      introduction: null,
    };
    expect(instructorInfoView(account, profile, true)).toMatchObject({
      ...profile,
      onboardingStep: "verified",
      certified: true,
    });
  });
});

describe("instructorInfoChanges", () => {
  const info = { name: "김선생", organization: "Hanbit School", phone: null, introduction: "Maps" };
  const draft = { name: "김선생", organization: "Hanbit School", phone: "", introduction: "Maps" };

  it("sends nothing when only spaces changed", () => {
    expect(
      instructorInfoChanges({ ...draft, name: " 김선생 ", introduction: "Maps  " }, info),
    ).toEqual({});
  });

  it("sends the changed fields trimmed, and a cleared optional field as none", () => {
    expect(
      instructorInfoChanges(
        { ...draft, organization: " Hanbit High ", phone: "010-1234-5678", introduction: "  " },
        info,
      ),
    ).toEqual({ organization: "Hanbit High", phone: "010-1234-5678", introduction: null });
  });
});

describe("instructorDraftProblems", () => {
  const draft = { name: "김선생", organization: "", phone: "", introduction: "" };
  it.each([
    [draft, { name: false, phone: false }],
    [
      { ...draft, name: "   " },
      { name: true, phone: false },
    ],
    [
      { ...draft, phone: "+82 10 1234" },
      { name: false, phone: true },
    ],
    [
      { ...draft, phone: " 010-1234-5678 " },
      { name: false, phone: false },
    ],
  ])("%j → %j", (typed, problems) => {
    expect(instructorDraftProblems(typed)).toEqual(problems);
  });
});
