import { isCalendarDay } from "../contract/entities/calendarDay";

/** The days a payment history is limited to, both ends included, each YYYY-MM-DD (UTC). */
export interface HistoryRange {
  readonly from?: string;
  readonly to?: string;
}

/** Why a range was refused: an end that is no calendar day, or a start after the end. */
export type HistoryRangeFault = "not-a-day" | "starts-after-end";

/** The outcome of {@link historyRange}: the range, or which end is wrong and why. */
export type HistoryRangeCheck =
  | { readonly ok: true; readonly range: HistoryRange }
  | {
      readonly ok: false;
      readonly field: "from" | "to";
      readonly fault: HistoryRangeFault;
      readonly message: string;
    };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// A day no calendar has (2025-02-30) would only come back as an empty history: it is refused
// here with the reason instead, by the contract's own calendar rule.
const isDayWritten = (text: string): boolean => {
  const parts = DAY.exec(text);
  return parts !== null && isCalendarDay(Number(parts[1]), Number(parts[2]), Number(parts[3]));
};

/**
 * Checks the ends of a history range before it is asked for: each given end must be a real
 * calendar day written YYYY-MM-DD, and `from` must not come after `to` (the same day is a range
 * of one day). Either end may be left out; the range comes back without the missing ones.
 */
export const historyRange = (ends: {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}): HistoryRangeCheck => {
  for (const field of ["from", "to"] as const) {
    const day = ends[field];
    if (day !== undefined && !isDayWritten(day))
      return {
        ok: false,
        field,
        fault: "not-a-day",
        message: `"${day}" is not a day written YYYY-MM-DD, such as 2025-03-01`,
      };
  }
  const { from, to } = ends;
  // Days written YYYY-MM-DD sort as text in calendar order.
  if (from !== undefined && to !== undefined && from > to)
    return {
      ok: false,
      field: "from",
      fault: "starts-after-end",
      message: `The range starts on ${from}, after it ends on ${to}`,
    };
  return {
    ok: true,
    range: { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) },
  };
};
