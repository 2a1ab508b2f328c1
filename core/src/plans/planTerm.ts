/**
 * Whether a plan held until `expiresAt` is still held at `now`. No end means it runs until
 * changed (FREE); from its end on the account has no plan (spec §6).
 */
export const isPlanCurrent = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt === null || expiresAt.getTime() > now.getTime();
