import { describe, expect, it } from "vitest";
import { previewTokens } from "./previewTokens";

const SECRET = new Uint8Array(32).fill(7);
const claim = {
  submissionId: "5f0c2a8e-1b7d-4c3e-9a51-2d6f8b0e4c17",
  expiresAt: new Date("2026-03-02T09:00:00Z"),
};

describe("preview tokens", () => {
  it("reads back what was signed", () => {
    const tokens = previewTokens(SECRET);
    expect(tokens.read(tokens.sign(claim))).toEqual(claim);
  });

  it("refuses a token whose id or expiry was changed, or signed with another secret", () => {
    const token = previewTokens(SECRET).sign(claim);
    const later = token.replace(String(claim.expiresAt.getTime()), String(Date.UTC(2030, 0, 1)));
    const other = token.replace("5f0c2a8e", "5f0c2a8f");
    expect(previewTokens(SECRET).read(later)).toBeNull();
    expect(previewTokens(SECRET).read(other)).toBeNull();
    expect(previewTokens(new Uint8Array(32).fill(8)).read(token)).toBeNull();
  });

  it.each(["", "x", "a.b.c", `${claim.submissionId}.1`, "../../etc/passwd"])(
    "refuses the malformed token %j",
    (token) => {
      expect(previewTokens(SECRET).read(token)).toBeNull();
    },
  );
});
