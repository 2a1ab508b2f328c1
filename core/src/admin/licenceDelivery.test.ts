import { describe, expect, it } from "vitest";
import { licenceDeliveryOf, licenceShortfallOf } from "./licenceDelivery";

describe("licenceDeliveryOf", () => {
  it("names the students of one group once each, with the duration", () => {
    expect(
      licenceDeliveryOf(
        [
          { id: "s1", groupId: "g1" },
          { id: "s2", groupId: "g1" },
          { id: "s1", groupId: "g1" },
        ],
        2,
      ),
    ).toEqual({ ok: true, body: { groupId: "g1", userIds: ["s1", "s2"], durationMonths: 2 } });
  });

  it("refuses no students and students of two groups", () => {
    expect(licenceDeliveryOf([], 1)).toEqual({ ok: false, reason: "none" });
    expect(
      licenceDeliveryOf(
        [
          { id: "s1", groupId: "g1" },
          { id: "s2", groupId: "g2" },
        ],
        1,
      ),
    ).toEqual({ ok: false, reason: "mixedGroups" });
  });
});

describe("licenceShortfallOf", () => {
  it("reads needed and available counts, and nothing else", () => {
    expect(licenceShortfallOf({ needed: 3, available: 1 })).toEqual({ needed: 3, available: 1 });
    expect(licenceShortfallOf({ needed: 3 })).toBeNull();
    expect(licenceShortfallOf({ needed: -1, available: 0 })).toBeNull();
    expect(licenceShortfallOf(null)).toBeNull();
    expect(licenceShortfallOf("3")).toBeNull();
  });
});
