import { describe, expect, it } from "vitest";
import {
  aiImageCreateSchema,
  aiImageDeleteSchema,
  aiImageIdsQuerySchema,
  aiImageListQuerySchema,
  aiImageSchema,
  aiImageStyleSchema,
  aiImageUsageSchema,
  aiSceneCreateSchema,
} from "./aiImage";
import { describeSchemas } from "./testing/schemaTable";
import { AT } from "./testing/tourSamples";

const pending = {
  id: "a1",
  status: "pending",
  style: "watercolor",
  prompt: "A lighthouse at dawn",
  usage: 1,
  imageUrl: null,
  thumbnailUrl: null,
  error: null,
  createdAt: AT,
  completedAt: null,
};
const complete = {
  ...pending,
  status: "complete",
  imageUrl: "/cdn/ai/a1.jpg",
  thumbnailUrl: "/cdn/ai/a1_t.jpg",
  completedAt: AT,
};

describeSchemas([
  [
    "aiImageSchema",
    aiImageSchema,
    [
      [pending, true],
      [complete, true],
      [{ ...pending, status: "dispatched" }, true],
      [{ ...pending, status: "error", error: "The generator is unavailable" }, true],
      [{ ...pending, status: "done" }, false],
      [{ ...pending, usage: -1 }, false],
      [{ ...pending, style: undefined }, false],
    ],
  ],
  [
    "aiImageStyleSchema",
    aiImageStyleSchema,
    [
      [{ id: "watercolor", name: "Watercolour", thumbnailUrl: null }, true],
      [{ id: "watercolor", name: "", thumbnailUrl: null }, false],
    ],
  ],
  [
    "aiImageUsageSchema",
    aiImageUsageSchema,
    [
      [{ used: 3, limit: 50, periodEnd: AT, generator: "model" }, true],
      [{ used: 3, limit: null, periodEnd: null, generator: "sketch" }, true],
      [{ used: -3, limit: 50, periodEnd: AT, generator: "model" }, false],
      [{ used: 3, limit: 50, periodEnd: AT, generator: "dall-e" }, false],
      [{ used: 3, limit: 50, periodEnd: AT }, false],
    ],
  ],
  [
    "aiImageCreateSchema",
    aiImageCreateSchema,
    [
      [{ prompt: "A lighthouse at dawn", style: "watercolor" }, true],
      [{ prompt: "A lighthouse at dawn", style: "watercolor", count: 4 }, true],
      [{ prompt: "A lighthouse at dawn", style: "watercolor", count: 5 }, false],
      [{ prompt: "A lighthouse at dawn", style: "watercolor", count: 0 }, false],
      [{ prompt: "A lighthouse at dawn", style: "watercolor", count: 1.5 }, false],
      [{ prompt: "   ", style: "watercolor" }, false],
      [{ prompt: "x".repeat(1001), style: "watercolor" }, false],
      [{ prompt: "A lighthouse" }, false],
    ],
  ],
  [
    "aiImageDeleteSchema",
    aiImageDeleteSchema,
    [
      [{ ids: ["a1"] }, true],
      [{ ids: [] }, false],
    ],
  ],
  [
    "aiSceneCreateSchema",
    aiSceneCreateSchema,
    [
      [{ aiImageId: "a1" }, true],
      [{ aiImageId: "a1", title: "Lighthouse" }, true],
      [{ title: "Lighthouse" }, false],
    ],
  ],
]);

describe("AI image queries", () => {
  it.each([
    [{}, { pageNo: 1, pageSize: 20 }],
    [
      { status: "complete", style: "watercolor", pageSize: "5" },
      { pageNo: 1, pageSize: 5, status: "complete", style: "watercolor" },
    ],
  ])("list query %j reads as %j", (query, parsed) => {
    expect(aiImageListQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    [{ ids: "a1" }, ["a1"]],
    [{ ids: ["a1", "a2"] }, ["a1", "a2"]],
  ])("ids query %j reads as %j", (query, ids) => {
    expect(aiImageIdsQuerySchema.parse(query).ids).toEqual(ids);
  });

  it.each([
    ["an ids query without ids", aiImageIdsQuerySchema, {}],
    ["an ids query with an empty list", aiImageIdsQuerySchema, { ids: [] }],
    ["a list query with an unknown status", aiImageListQuerySchema, { status: "finished" }],
  ] as const)("refuses %s", (_, schema, query) => {
    expect(schema.safeParse(query).success).toBe(false);
  });
});
