import { describe, expect, it } from "vitest";
import { instructorRecordOf } from "./instructorRecord";

const now = new Date("2026-05-01T00:00:00Z");
const account = { userId: "u1", email: "kim@school.example", name: "Kim", nickname: null };
const stored = {
  profile: {
    name: "Park Jiwoo",
    organization: "Seoul High",
    phone: "010-1234-5678",
    introduction: null,
  },
  certification: {
    certificateNumber: "C-1",
    certifiedAt: new Date("2025-05-01T00:00:01Z"),
    expiresAt: new Date("2026-05-01T00:00:01Z"),
  },
};

describe("instructorRecordOf", () => {
  it("shows the account's name alone before any profile is stored", () => {
    expect(instructorRecordOf(account, undefined, now)).toEqual({
      id: "u1",
      name: "Kim",
      organization: "",
      phone: null,
      introduction: null,
      certified: false,
      certificateNumber: null,
      certificationExpiresAt: null,
    });
    // Without a name the address stands in, so the record always has one.
    expect(instructorRecordOf({ ...account, name: null }, undefined, now).name).toBe("kim");
  });

  it("is certified until the certification's expiry, not from it", () => {
    expect(instructorRecordOf(account, stored, now)).toMatchObject({
      name: "Park Jiwoo",
      certified: true,
      certificateNumber: "C-1",
      certificationExpiresAt: "2026-05-01T00:00:01.000Z",
    });
    const expired = { ...stored, certification: { ...stored.certification, expiresAt: now } };
    expect(instructorRecordOf(account, expired, now).certified).toBe(false);
  });
});
