import { describe, expect, it } from "vitest";
import { planFlags } from "../plans/flags";
import {
  certificationView,
  isCertified,
  newCertificateNumber,
  renewalRefusalDetails,
  renewalVerdict,
  renewedCertification,
} from "./certification";

const at = (iso: string) => new Date(iso);
const NONE = { certificateNumber: null, certifiedAt: null, expiresAt: null };
const HELD = {
  certificateNumber: "ORB-2025-ABCDEFGH",
  certifiedAt: at("2025-03-01T00:00:00Z"),
  expiresAt: at("2026-03-01T00:00:00Z"),
};
const instructor = planFlags({
  id: "edu-instructor",
  constraints: { useEduAdminFunction: true, useInstructorFunction: true },
});
const eduAdmin = planFlags({ id: "edu-admin", constraints: { useEduAdminFunction: true } });

describe("instructor certification", () => {
  it("issues the certificate on the first renewal, for a year from now", () => {
    const now = at("2025-05-10T12:00:00Z");
    expect(renewedCertification(NONE, now, () => "ORB-2025-NEW00000")).toEqual({
      certificateNumber: "ORB-2025-NEW00000",
      certifiedAt: now,
      expiresAt: at("2026-05-10T12:00:00Z"),
    });
  });

  it("extends a running certification from its expiry and keeps its number and date", () => {
    const renewed = renewedCertification(HELD, at("2026-02-01T00:00:00Z"), () => "unused");
    expect(renewed).toEqual({ ...HELD, expiresAt: at("2027-03-01T00:00:00Z") });
  });

  it("extends a lapsed certification from now", () => {
    const now = at("2026-06-15T00:00:00Z");
    expect(renewedCertification(HELD, now, () => "unused").expiresAt).toEqual(
      at("2027-06-15T00:00:00Z"),
    );
  });

  it.each([
    [NONE, "2025-01-01T00:00:00Z", false],
    [HELD, "2026-02-28T23:59:59.999Z", true],
    [HELD, "2026-03-01T00:00:00Z", false],
  ] as const)("%j at %s is certified: %s", (record, now, certified) => {
    expect(isCertified(record, at(now))).toBe(certified);
  });

  const student = planFlags({ id: "edu-student", constraints: {} });
  const pro = planFlags({ id: "pro", constraints: {} });

  it.each([
    ["a paid instructor", instructor, false, 0],
    ["an edu admin", eduAdmin, false, 140010],
    ["a lapsed instructor (no plan now)", planFlags(null), false, 140010],
    ["a PRO buyer", pro, false, 140010],
    ["a student, who cannot buy a plan", student, true, 140002],
    ["a student whose licence ran out (no plan)", planFlags(null), true, 140002],
  ] as const)("answers the renewal of %s with %s", (_who, flags, inGroup, verdict) => {
    expect(renewalVerdict(flags, inGroup)).toBe(verdict);
  });

  it("names the first plan that renews, with its monthly checkout, as the way to buy", () => {
    const catalogue = [
      { id: "pro", constraints: {} },
      { id: "edu-admin", constraints: { useEduAdminFunction: true } },
      {
        id: "edu-instructor",
        constraints: { useEduAdminFunction: true, useInstructorFunction: true },
      },
    ];
    expect(renewalRefusalDetails(catalogue)).toEqual({
      planId: "edu-instructor",
      checkout: "/payment?plan=edu-instructor",
    });
    expect(renewalRefusalDetails(catalogue.slice(0, 2))).toBeUndefined();
  });

  it("shows the record with whether a renewal would go through", () => {
    expect(certificationView(HELD, eduAdmin, at("2025-06-01T00:00:00Z"))).toEqual({
      certified: true,
      certificateNumber: "ORB-2025-ABCDEFGH",
      issuedAt: "2025-03-01T00:00:00.000Z",
      expiresAt: "2026-03-01T00:00:00.000Z",
      renewable: false,
    });
  });

  it("numbers certificates with the year and eight unambiguous letters", () => {
    const number = newCertificateNumber(at("2025-05-10T00:00:00Z"), (n) =>
      Uint8Array.from({ length: n }, (_, i) => i * 37),
    );
    expect(number).toMatch(/^ORB-2025-[2-9A-HJ-NP-Z]{8}$/);
  });
});
