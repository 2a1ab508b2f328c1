import type { ReviewStatus } from "../edu/reviewFlow";

const DAY_MS = 24 * 3_600_000;
const WEEK_MS = 7 * DAY_MS;

/** One week of the activity chart: the week's first instant and how many students fall in it. */
export interface ActiveWeek {
  /** Start of the 7-day window (inclusive), ISO 8601. */
  readonly from: string;
  /** End of the window (exclusive), ISO 8601. */
  readonly to: string;
  readonly students: number;
}

/**
 * Students active per week over the last `weeks` 7-day windows ending at `now` (oldest first),
 * from each student's last sign-in: a student counts once, in the window of their latest
 * sign-in (the admin API keeps no earlier ones). Windows count back from `now` rather than from
 * a calendar Monday so the answer does not depend on the viewer's time zone. Never signed in,
 * unreadable or future instants count nowhere.
 */
export const activeStudentsPerWeek = (
  lastLogins: readonly (string | null)[],
  now: Date,
  weeks = 8,
): ActiveWeek[] => {
  const end = now.getTime();
  const start = end - weeks * WEEK_MS;
  const counts = new Array<number>(weeks).fill(0);
  for (const at of lastLogins) {
    if (at === null) continue;
    const time = Date.parse(at);
    if (Number.isNaN(time) || time < start || time >= end) continue;
    const index = Math.floor((time - start) / WEEK_MS);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((students, i) => ({
    from: new Date(start + i * WEEK_MS).toISOString(),
    to: new Date(start + (i + 1) * WEEK_MS).toISOString(),
    students,
  }));
};

/** Every review status, in the order a submission goes through them (the chart's bar order). */
export const REVIEW_STATUSES: readonly ReviewStatus[] = [
  "code_shared",
  "in_review",
  "approved",
  "rejected",
];

/** How many submissions are in each status; every status is present, with 0 when none. */
export const submissionsByStatus = (
  submissions: readonly { readonly status: ReviewStatus }[],
): Record<ReviewStatus, number> => {
  const counts: Record<ReviewStatus, number> = {
    code_shared: 0,
    in_review: 0,
    approved: 0,
    rejected: 0,
  };
  for (const { status } of submissions) counts[status] += 1;
  return counts;
};

/** What the expiring-soon filter reads of a licence. */
export interface ExpiringCandidate {
  readonly state: string;
  readonly expiresAt: string | null;
}

/**
 * The delivered licences whose term ends within `days` days of `now` (not already over),
 * soonest first: the ones an instructor should renew or replace before students lose access.
 */
export const licencesExpiringSoon = <L extends ExpiringCandidate>(
  licences: readonly L[],
  now: Date,
  days = 30,
): L[] => {
  const from = now.getTime();
  const until = from + days * DAY_MS;
  return licences
    .map((licence) => ({ licence, at: Date.parse(licence.expiresAt ?? "") }))
    .filter(({ licence, at }) => licence.state === "delivered" && at >= from && at <= until)
    .sort((a, b) => a.at - b.at)
    .map(({ licence }) => licence);
};
