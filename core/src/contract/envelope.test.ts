import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dataEnvelope, errorBodySchema, listEnvelope } from "./envelope";

const item = z.object({ id: z.string() });

describe("envelopes", () => {
  it.each<[string, z.ZodType, unknown, boolean]>([
    ["a data answer", dataEnvelope(item), { code: 0, data: { id: "a" } }, true],
    ["a data answer with another code", dataEnvelope(item), { code: 1, data: { id: "a" } }, false],
    ["a list answer", listEnvelope(item), { code: 0, list: [{ id: "a" }], total: 1 }, true],
    ["a list answer without total", listEnvelope(item), { code: 0, list: [] }, false],
    ["a negative total", listEnvelope(item), { code: 0, list: [], total: -1 }, false],
    ["a failure", errorBodySchema, { code: 70001, message: "Project count exceeded" }, true],
    [
      "a failure with details",
      errorBodySchema,
      { code: 10400, message: "Bad", details: [{ field: "email" }] },
      true,
    ],
    ["a failure without message", errorBodySchema, { code: 10400 }, false],
  ])("%s: %s", (_label, schema, body, ok) => {
    expect(schema.safeParse(body).success).toBe(ok);
  });
});
