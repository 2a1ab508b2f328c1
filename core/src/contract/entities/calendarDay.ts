import { storableString } from "./storableText";

/**
 * Whether a year, month (1–12) and day name a day of the calendar: 2024-02-29 does, 2025-02-29
 * and 2025-02-31 do not. A pattern alone lets such days through, and a query for one would only
 * answer nothing.
 */
export const isCalendarDay = (year: number, month: number, day: number): boolean => {
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1)
    return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
};

const NOT_A_DAY = "There is no such day in the calendar";

/** A calendar day written YYYY-MM-DD (a history range's ends); the message names the fault. */
export const isoDaySchema = storableString()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, {
    error: "Write the day as YYYY-MM-DD",
    abort: true,
  })
  .refine((text) => isCalendarDay(+text.slice(0, 4), +text.slice(5, 7), +text.slice(8, 10)), {
    error: NOT_A_DAY,
  });

/** A calendar day written YYYYMMDD, as the order paper writes its days. */
export const yyyymmddSchema = storableString()
  .regex(/^\d{4}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/, {
    error: "Match the requested format.",
    abort: true,
  })
  .refine((text) => isCalendarDay(+text.slice(0, 4), +text.slice(4, 6), +text.slice(6, 8)), {
    error: NOT_A_DAY,
  });
