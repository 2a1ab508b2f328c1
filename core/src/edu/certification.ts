import type { Certification } from "../contract/entities/instructor";
import { periodEnd } from "../payments/goods";
import { checkoutPath } from "../payments/planChangePath";
import { type PlanForFlags, planFlags } from "../plans/flags";
import { eduAudience } from "./eduAudience";
import { canRenewCertification, type EduRoleFlags } from "./eduRoles";

/** How long one renewal keeps an instructor certified: a school year. */
export const CERTIFICATION_PERIOD_MONTHS = 12;

/** An instructor's certification as stored; all null before the first renewal. */
export interface CertificationRecord {
  readonly certificateNumber: string | null;
  readonly certifiedAt: Date | null;
  readonly expiresAt: Date | null;
}

/** Whether the certification holds at `now`: until the moment it expires. */
export const isCertified = (record: CertificationRecord, now: Date): boolean =>
  record.expiresAt !== null && now.getTime() < record.expiresAt.getTime();

/**
 * The answer to a renewal: 0 with an active paid instructor plan; 140002 for a student (`inGroup`:
 * a student of some group, whose licence may have run out), whose account is their instructor's
 * to give and who cannot buy a plan; else 140010 with the way to buy (`renewalRefusalDetails`):
 * an edu admin, an instructor whose plan has lapsed (who holds no plan now, so looks like anyone
 * else) and any other account, all of whom can buy it.
 */
export const renewalVerdict = (flags: EduRoleFlags, inGroup: boolean): 0 | 140002 | 140010 => {
  if (canRenewCertification(flags)) return 0;
  return eduAudience(flags, inGroup) === "student" ? 140002 : 140010;
};

/** The details of a 140010 refusal: the plan that renews a certification and its checkout. */
export interface RenewalRefusalDetails {
  readonly planId: string;
  /** The plan change with that plan chosen, billed monthly (`/payment?plan=…`). */
  readonly checkout: string;
}

/**
 * The way to buy a renewal, for a 140010 refusal to name: the first plan of `plans` (the
 * catalogue, in the pricing page's order) whose flags allow a renewal, and its monthly checkout;
 * undefined when no plan does (the refusal then says only what is missing).
 */
export const renewalRefusalDetails = (
  plans: readonly PlanForFlags[],
): RenewalRefusalDetails | undefined => {
  const plan = plans.find((candidate) => canRenewCertification(planFlags(candidate)));
  return plan === undefined
    ? undefined
    : { planId: plan.id, checkout: checkoutPath(plan.id, "MONTH") };
};

/** Letters of a certificate number: no 0/O or 1/I, which read alike on a printed certificate. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/**
 * A new certificate number, `ORB-<year>-<8 letters>`: the year of issue and letters drawn from
 * `draw` (random bytes in the server), 32^8 of them per year, so a clash is rare.
 */
export const newCertificateNumber = (
  issuedAt: Date,
  draw: (count: number) => Uint8Array,
): string => {
  const letters = Array.from(draw(8), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `ORB-${issuedAt.getUTCFullYear()}-${letters}`;
};

/**
 * The certification after a renewal at `now`: a year more from the current expiry while it runs
 * (renewing early loses nothing), else from now. The first renewal issues the certificate
 * (number and date); later ones keep them.
 */
export const renewedCertification = (
  record: CertificationRecord,
  now: Date,
  newNumber: () => string,
): CertificationRecord => {
  const from =
    record.expiresAt !== null && record.expiresAt.getTime() > now.getTime()
      ? record.expiresAt
      : now;
  return {
    certificateNumber: record.certificateNumber ?? newNumber(),
    certifiedAt: record.certifiedAt ?? now,
    expiresAt: periodEnd(from, "MONTH", CERTIFICATION_PERIOD_MONTHS),
  };
};

/** The certification as the contract shows it, with whether a renewal would go through now. */
export const certificationView = (
  record: CertificationRecord,
  flags: EduRoleFlags,
  now: Date,
): Certification => ({
  certified: isCertified(record, now),
  certificateNumber: record.certificateNumber,
  issuedAt: record.certifiedAt?.toISOString() ?? null,
  expiresAt: record.expiresAt?.toISOString() ?? null,
  renewable: canRenewCertification(flags),
});
