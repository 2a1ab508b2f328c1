import { describe, expect, it } from "vitest";
import { type SocialAnswer, socialLoginOutcome, socialProofStep } from "./socialLogin";

const ORIGIN = "https://orbis.example";
const answer = (over: Partial<SocialAnswer>): SocialAnswer => ({
  ok: true,
  provider: "kakao",
  credential: { kind: "code", code: "c0de" },
  state: null,
  plugin: false,
  returnTo: "/",
  ...over,
});

describe("socialProofStep", () => {
  it("sends google's access token as the proof", () => {
    expect(
      socialProofStep(
        answer({ provider: "google", credential: { kind: "accessToken", accessToken: "tok" } }),
        ORIGIN,
      ),
    ).toEqual({ kind: "proof", proof: { accessToken: "tok" } });
  });

  it("sends a kakao code with the login for the server to trade", () => {
    expect(socialProofStep(answer({}), ORIGIN)).toEqual({
      kind: "proof",
      proof: { code: "c0de" },
    });
  });

  it("has the identity service trade naver's code, sending its state back", () => {
    expect(socialProofStep(answer({ provider: "naver", state: "s1" }), ORIGIN)).toEqual({
      kind: "exchangeNaver",
      query: { serviceID: "orbis", serviceVersion: "1.0", code: "c0de", state: "s1" },
    });
  });

  it("has facebook's code traded with the dialog's exact return address", () => {
    expect(
      socialProofStep(answer({ provider: "facebook", plugin: true, state: "/projects" }), ORIGIN),
    ).toEqual({
      kind: "exchangeFacebook",
      query: {
        serviceID: "orbis",
        serviceVersion: "1.0",
        code: "c0de",
        "redirect-uri": "https://orbis.example/oauth/facebook?plugin=true",
        state: "/projects",
      },
    });
    const step = socialProofStep(answer({ provider: "facebook" }), ORIGIN);
    expect(step.kind === "exchangeFacebook" && step.query).not.toHaveProperty("state");
  });
});

describe("socialLoginOutcome", () => {
  it.each([
    ["web", true, "session"],
    ["web", false, "awaitRegistration"],
    ["cli", true, "handBack"],
    ["cli", false, "handBack"],
  ] as const)("a %s login with registered=%s becomes %s", (kind, registered, outcome) => {
    expect(socialLoginOutcome(kind, registered)).toBe(outcome);
  });
});
