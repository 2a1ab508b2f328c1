import { describe, expect, it } from "vitest";
import { defaultInstructorName, instructorInfoView } from "./instructorProfile";

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
