import { describe, expect, it } from "vitest";
import type { LicenceDuration } from "../contract/entities/licence";
import {
  deliveryShortfall,
  deliveryVerdict,
  licenceExpiry,
  licenceStart,
  licenceStateOf,
  studentLicenceStateOf,
} from "./licences";

const at = (iso: string) => new Date(iso);
const DELIVERED = {
  deliveredAt: at("2025-01-31T09:00:00Z"),
  expiresAt: at("2025-02-28T09:00:00Z"),
};
const UNUSED = { deliveredAt: null, expiresAt: null };

describe("licence state", () => {
  it.each([
    [UNUSED, "2030-01-01T00:00:00Z", "available"],
    [DELIVERED, "2025-01-31T09:00:00Z", "delivered"],
    [DELIVERED, "2025-02-28T08:59:59.999Z", "delivered"],
    [DELIVERED, "2025-02-28T09:00:00Z", "expired"],
    [DELIVERED, "2026-01-01T00:00:00Z", "expired"],
  ] as const)("%j at %s is %s", (licence, now, state) => {
    expect(licenceStateOf(licence, at(now))).toBe(state);
  });

  it.each([
    [UNUSED, "2030-01-01T00:00:00Z", 0],
    [DELIVERED, "2025-02-01T00:00:00Z", 140006],
    [DELIVERED, "2025-03-01T00:00:00Z", 140007],
  ] as const)("delivering %j at %s answers %i", (licence, now, verdict) => {
    expect(deliveryVerdict(licence, at(now))).toBe(verdict);
  });
});

describe("licence expiry", () => {
  it.each<[string, LicenceDuration, string]>([
    ["2025-01-15T10:30:00Z", 1, "2025-02-15T10:30:00Z"],
    ["2025-01-31T09:00:00Z", 1, "2025-02-28T09:00:00Z"],
    ["2024-01-31T09:00:00Z", 1, "2024-02-29T09:00:00Z"],
    ["2025-03-31T00:00:00Z", 2, "2025-05-31T00:00:00Z"],
    ["2025-12-31T23:59:59Z", 2, "2026-02-28T23:59:59Z"],
    ["2025-11-30T00:00:00Z", 3, "2026-02-28T00:00:00Z"],
    ["2025-05-31T12:00:00Z", 3, "2025-08-31T12:00:00Z"],
  ])("from %s, %i month(s) end at %s", (start, months, end) => {
    expect(licenceExpiry(at(start), months).toISOString()).toBe(at(end).toISOString());
  });

  it("starts a licence at once, or when the one the student still holds ends", () => {
    const now = at("2025-02-01T00:00:00Z");
    expect(licenceStart(now, null)).toBe(now);
    expect(licenceStart(now, at("2025-01-01T00:00:00Z"))).toBe(now);
    expect(licenceStart(now, DELIVERED.expiresAt)).toBe(DELIVERED.expiresAt);
  });
});

describe("licence shortfall", () => {
  it.each([
    [3, 3, 0],
    [1, 10, 0],
    [3, 2, 140009],
    [1, 0, 140009],
  ] as const)("%i students out of %i unused licences answers %i", (needed, available, verdict) => {
    expect(deliveryShortfall(needed, available)).toBe(verdict);
  });
});

describe("studentLicenceStateOf", () => {
  const now = new Date("2026-03-01T00:00:00Z");
  it("is none without a licence, delivered before the expiry, expired from it on", () => {
    expect(studentLicenceStateOf(null, now)).toBe("none");
    expect(studentLicenceStateOf(new Date("2026-03-01T00:00:01Z"), now)).toBe("delivered");
    expect(studentLicenceStateOf(now, now)).toBe("expired");
  });
});
