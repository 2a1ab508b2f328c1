import { describe, expect, it } from "vitest";
import type { z } from "zod";

/** Samples of one schema: each value and whether the schema accepts it. */
export type SchemaRows = [value: unknown, ok: boolean][];

/** Checks each schema against its samples, one test per sample, named by the schema. */
export const describeSchemas = (table: [name: string, schema: z.ZodType, rows: SchemaRows][]) => {
  describe.each(table)("%s", (_, schema, rows) => {
    it.each(rows)("%j is valid: %s", (value, ok) => {
      expect(schema.safeParse(value).success).toBe(ok);
    });
  });
};
