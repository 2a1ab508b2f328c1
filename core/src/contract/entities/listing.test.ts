import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  DEFAULT_PAGE_SIZE,
  pageSchema,
  pagingQueryShape,
  queryBooleanSchema,
  queryListSchema,
  sortDirectionSchema,
  titleSchema,
} from "./listing";

describe("queryBooleanSchema", () => {
  it.each([
    [true, true],
    [false, false],
    ["true", true],
    ["false", false],
    ["1", true],
    ["0", false],
  ])("reads %j as %s", (input, output) => {
    expect(queryBooleanSchema.parse(input)).toBe(output);
  });

  it.each(["maybe", "", 1, null])("refuses %j", (input) => {
    expect(queryBooleanSchema.safeParse(input).success).toBe(false);
  });

  it("reads back what a query string makes of any boolean", () => {
    fc.assert(fc.property(fc.boolean(), (b) => queryBooleanSchema.parse(String(b)) === b));
  });
});

describe("queryListSchema", () => {
  const names = queryListSchema(z.string().min(1), 3);

  it.each([
    ["a.jpg", ["a.jpg"]],
    ["a,b.jpg", ["a,b.jpg"]],
    [
      ["a", "b"],
      ["a", "b"],
    ],
  ])("reads %j as %j", (input, output) => {
    expect(names.parse(input)).toEqual(output);
  });

  it.each([[[]], [["a", "b", "c", "d"]], [""], [[""]], [undefined]])("refuses %j", (input) => {
    expect(names.safeParse(input).success).toBe(false);
  });

  it("keeps any list of repeated keys as it is", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 3 }), (list) => {
        expect(names.parse(list)).toEqual(list);
      }),
    );
  });
});

describe("paging", () => {
  const query = z.object(pagingQueryShape);

  it.each([
    [{}, { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE }],
    [
      { pageNo: "3", pageSize: "50" },
      { pageNo: 3, pageSize: 50 },
    ],
  ])("reads %j as %j", (input, output) => {
    expect(query.parse(input)).toEqual(output);
  });

  it.each([{ pageNo: "0" }, { pageSize: "101" }, { pageNo: "x" }])("refuses %j", (input) => {
    expect(query.safeParse(input).success).toBe(false);
  });

  it.each([
    [{ list: [1, 2], total: 2 }, true],
    [{ list: [], total: 0 }, true],
    [{ list: [1], total: -1 }, false],
    [{ list: ["a"], total: 1 }, false],
  ])("page %j is valid: %s", (page, ok) => {
    expect(pageSchema(z.number()).safeParse(page).success).toBe(ok);
  });

  it.each([
    ["ASC", true],
    ["DESC", true],
    ["desc", false],
  ])("sort direction %s is valid: %s", (value, ok) => {
    expect(sortDirectionSchema.safeParse(value).success).toBe(ok);
  });
});

describe("titleSchema", () => {
  const title = titleSchema(5);

  it.each([
    ["Lobby", undefined],
    [" a ", undefined],
    ["", "Please fill out this field."],
    ["   ", "Please fill out this field."],
    ["Lobbies", "Must be at most 5 characters."],
  ])("%j gives %s", (input, message) => {
    const result = title.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("accepts any text with a non-space character up to the limit", () => {
    fc.assert(fc.property(fc.string({ maxLength: 4 }), (s) => title.safeParse(`x${s}`).success));
  });
});
