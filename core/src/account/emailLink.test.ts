import { describe, expect, it } from "vitest";
import {
  EMAIL_LINK_RULES,
  type EmailLinkPurpose,
  type EmailLinkStatus,
  emailLinkExpiresAt,
  emailLinkStatus,
  isEmailLinkPurpose,
} from "./emailLink";

const now = new Date("2025-06-01T12:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("email links", () => {
  it.each<[EmailLinkPurpose, string]>([
    ["restore", "2025-06-02T12:00:00.000Z"],
    ["unsubscribe", "2025-07-01T12:00:00.000Z"],
  ])("a %s link made now ends at %s", (purpose, end) => {
    expect(emailLinkExpiresAt(purpose, now).toISOString()).toBe(end);
  });

  it("makes restore links single use and unsubscribe links reusable", () => {
    expect(EMAIL_LINK_RULES.restore.singleUse).toBe(true);
    expect(EMAIL_LINK_RULES.unsubscribe.singleUse).toBe(false);
  });

  it.each<[string, EmailLinkPurpose, Date, Date | null, EmailLinkStatus]>([
    ["fresh restore", "restore", later(1), null, "valid"],
    ["restore at its end", "restore", now, null, "expired"],
    ["used restore", "restore", later(1000), later(-1), "used"],
    ["used and expired restore", "restore", later(-1000), later(-2000), "used"],
    ["used unsubscribe", "unsubscribe", later(1000), later(-1), "valid"],
    ["old unsubscribe", "unsubscribe", later(-1), null, "expired"],
  ])("a %s link is %s", (_, purpose, expiresAt, usedAt, status) => {
    expect(emailLinkStatus({ purpose, expiresAt, usedAt }, now)).toBe(status);
  });

  it.each([
    ["restore", true],
    ["unsubscribe", true],
    ["reset", false],
    ["toString", false],
  ])("knows whether %j is a purpose", (value, known) => {
    expect(isEmailLinkPurpose(value)).toBe(known);
  });
});
