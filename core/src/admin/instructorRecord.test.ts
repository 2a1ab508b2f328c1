import { describe, expect, it } from "vitest";
import { instructorRecordOf } from "./instructorRecord";

const now = new Date("2026-05-01T00:00:00Z");
const stored = {
  name: "Park Jiwoo",
  organization: "Seoul High",
  phone: "010-1234-5678",
  introduction: null,
  certificateNumber: "C-1",
  certificationExpiresAt: new Date("2026-05-01T00:00:01Z"),
};

describe("instructorRecordOf", () => {
  it("shows the account name alone before any profile is stored", () => {
    expect(instructorRecordOf("u1", "Kim", null, now)).toEqual({
      id: "u1",
      name: "Kim",
      organization: "",
      phone: null,
      introduction: null,
      certified: false,
      certificateNumber: null,
      certificationExpiresAt: null,
    });
  });

  it("is certified until the certification's expiry, not from it", () => {
    expect(instructorRecordOf("u1", "Kim", stored, now)).toMatchObject({
      name: "Park Jiwoo",
      certified: true,
      certificationExpiresAt: "2026-05-01T00:00:01.000Z",
    });
    const expired = { ...stored, certificationExpiresAt: now };
    expect(instructorRecordOf("u1", "Kim", expired, now).certified).toBe(false);
  });
});
