/** What an emailed link does: restore a deactivated account, or stop marketing mails. */
export type EmailLinkPurpose = "restore" | "unsubscribe";

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long each kind of link works. A restore link reopens an account, so it is short and good
 * once; an unsubscribe link sits in old newsletters, so it lasts and may be used again.
 */
export const EMAIL_LINK_RULES: Readonly<
  Record<EmailLinkPurpose, { readonly ttlMs: number; readonly singleUse: boolean }>
> = {
  restore: { ttlMs: 24 * HOUR_MS, singleUse: true },
  unsubscribe: { ttlMs: 30 * 24 * HOUR_MS, singleUse: false },
};

/** When a link made at `now` for `purpose` stops working. */
export const emailLinkExpiresAt = (purpose: EmailLinkPurpose, now: Date): Date =>
  new Date(now.getTime() + EMAIL_LINK_RULES[purpose].ttlMs);

/** What an emailed link is worth at a moment. */
export type EmailLinkStatus = "valid" | "expired" | "used";

/**
 * Whether a link still works at `now`: a used single-use link is `used` (even once expired, so
 * the answer says what happened to it); otherwise it is `expired` from its end on.
 */
export const emailLinkStatus = (
  link: {
    readonly purpose: EmailLinkPurpose;
    readonly expiresAt: Date;
    readonly usedAt: Date | null;
  },
  now: Date,
): EmailLinkStatus => {
  if (link.usedAt !== null && EMAIL_LINK_RULES[link.purpose].singleUse) return "used";
  return link.expiresAt.getTime() <= now.getTime() ? "expired" : "valid";
};

/** True when `value` names a link purpose (rows read back from storage are plain strings). */
export const isEmailLinkPurpose = (value: string): value is EmailLinkPurpose =>
  Object.hasOwn(EMAIL_LINK_RULES, value);
