import { describe, expect, it } from "vitest";
import { ADMIN_RANGE_MAX, parseListQuery } from "./listQuery";
import { ADMIN_LIST_SPECS } from "./resources";

const students = ADMIN_LIST_SPECS.students;

describe("parseListQuery", () => {
  it("reads react-admin's sort, range and filter", () => {
    expect(
      parseListQuery(students, {
        sort: '["userAlias","DESC"]',
        range: "[25,49]",
        filter: '{"q":"kim","groupId":"g1","licenceState":["none","expired"]}',
      }),
    ).toEqual({
      ok: true,
      query: {
        sort: { field: "userAlias", order: "DESC" },
        range: { start: 25, end: 49 },
        q: "kim",
        exact: { groupId: "g1", licenceState: ["none", "expired"] },
      },
    });
  });

  it("takes the defaults for what getMany leaves out, and always allows an id filter", () => {
    expect(parseListQuery(students, { filter: '{"id":["a","b"]}' })).toEqual({
      ok: true,
      query: {
        sort: { field: "createdAt", order: "ASC" },
        range: { start: 0, end: ADMIN_RANGE_MAX - 1 },
        q: null,
        exact: { id: ["a", "b"] },
      },
    });
  });

  it.each([
    [{ sort: "[name" }, "sort"],
    [{ sort: '["name"]' }, "sort"],
    [{ sort: '["userAlias","UP"]' }, "sort"],
    [{ range: "0-24" }, "range"],
    [{ range: "[0.5,3]" }, "range"],
    [{ filter: "[1]" }, "filter"],
    [{ filter: '{"groupId":{"$ne":1}}' }, "filter"],
    [{ filter: '{"q":3}' }, "filter"],
  ] as const)("refuses malformed %j as 140020 naming %s", (raw, parameter) => {
    expect(parseListQuery(students, raw)).toEqual({
      ok: false,
      code: 140020,
      details: { parameter },
    });
  });

  it("names an unknown sort or filter field (140021)", () => {
    expect(parseListQuery(students, { sort: '["passwordHash","ASC"]' })).toEqual({
      ok: false,
      code: 140021,
      details: { parameter: "sort", field: "passwordHash" },
    });
    expect(parseListQuery(students, { filter: '{"ownerId":"x"}' })).toEqual({
      ok: false,
      code: 140021,
      details: { parameter: "filter", field: "ownerId" },
    });
    // No searched fields: q is a field like any other, and unknown.
    expect(parseListQuery(ADMIN_LIST_SPECS.licences, { filter: '{"q":"x"}' })).toMatchObject({
      code: 140021,
    });
  });

  it.each(["[-1,3]", "[5,4]", `[0,${ADMIN_RANGE_MAX}]`])(
    "refuses the range %s (140022)",
    (range) => {
      expect(parseListQuery(students, { range })).toEqual({
        ok: false,
        code: 140022,
        details: { parameter: "range" },
      });
    },
  );

  it("accepts the largest range", () => {
    expect(parseListQuery(students, { range: `[10,${ADMIN_RANGE_MAX + 9}]` }).ok).toBe(true);
  });
});
