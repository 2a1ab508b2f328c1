import { z } from "zod";

/** The success envelope `{ code: 0, data }`. */
export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(0), data });

/** The list envelope `{ code: 0, list, total }`. */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ code: z.literal(0), list: z.array(item), total: z.number().int().nonnegative() });

/** The failure body: a catalogue code, a message, and optional details (e.g. invalid fields). */
export const errorBodySchema = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.unknown().optional(),
});

/** A failure body as sent on the wire. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** What a `list` route's client call returns. */
export interface ListResult<T> {
  readonly list: T[];
  readonly total: number;
}
