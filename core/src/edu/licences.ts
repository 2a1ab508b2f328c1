import type { z } from "zod";
import type { LicenceDuration, licenceStateSchema } from "../contract/entities/licence";
import { periodEnd } from "../payments/goods";

/** Where a licence stands: not yet given, given and running, or run out. */
export type LicenceState = z.infer<typeof licenceStateSchema>;

/** The moments of a licence that decide its state; both null until it is given to a student. */
export interface LicenceMoments {
  readonly deliveredAt: Date | null;
  readonly expiresAt: Date | null;
}

/**
 * A licence's state at `now`: available until delivered (an unused licence never runs out: its
 * months start at delivery), delivered until its expiry, expired from that moment on.
 */
export const licenceStateOf = (licence: LicenceMoments, now: Date): LicenceState => {
  if (licence.deliveredAt === null) return "available";
  return licence.expiresAt !== null && now.getTime() >= licence.expiresAt.getTime()
    ? "expired"
    : "delivered";
};

/**
 * When a licence of `months` months that starts at `startsAt` ends: calendar months in UTC, a
 * month from 31 January ending on the last day of February, as payments' periods do.
 */
export const licenceExpiry = (startsAt: Date, months: LicenceDuration): Date =>
  periodEnd(startsAt, "MONTH", months);

/**
 * When a licence delivered at `now` starts: at once, or when the student's running licence
 * ends, so a licence given early adds its months instead of overlapping the ones already held.
 */
export const licenceStart = (now: Date, heldUntil: Date | null): Date =>
  heldUntil !== null && heldUntil.getTime() > now.getTime() ? heldUntil : now;

/** The answer to delivering a licence: 0 while it is available, else why not. */
export const deliveryVerdict = (licence: LicenceMoments, now: Date): 0 | 140006 | 140007 => {
  switch (licenceStateOf(licence, now)) {
    case "available":
      return 0;
    case "delivered":
      return 140006;
    case "expired":
      return 140007;
  }
};

/**
 * The answer to giving `needed` students one licence each out of `available` unused ones of the
 * duration: 0 when there are enough, else 140009, since a delivery is all or none.
 */
export const deliveryShortfall = (needed: number, available: number): 0 | 140009 =>
  available >= needed ? 0 : 140009;

/**
 * Where a student's licences leave them at `now`, from the latest expiry of the licences given to
 * them: none given yet, one still running, or all run out.
 */
export const studentLicenceStateOf = (
  latestExpiry: Date | null,
  now: Date,
): "none" | "delivered" | "expired" => {
  if (latestExpiry === null) return "none";
  return now.getTime() >= latestExpiry.getTime() ? "expired" : "delivered";
};
