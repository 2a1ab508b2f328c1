import { describe, expect, it } from "vitest";
import { applyListQuery, contentRangeOf } from "./applyListQuery";
import { type ListQuery, parseListQuery } from "./listQuery";
import { ADMIN_LIST_SPECS } from "./resources";

const spec = ADMIN_LIST_SPECS.students;
const records = [
  { id: "s1", userAlias: "Kim Minji", loginId: "st-aaaaaa", groupId: "g1", licenceState: "none" },
  { id: "s2", userAlias: "이서준", loginId: "st-bbbbbb", groupId: "g1", licenceState: "expired" },
  { id: "s3", userAlias: "KIMURA", loginId: "st-cccccc", groupId: "g2", licenceState: "delivered" },
  { id: "s4", userAlias: "Lee", loginId: "st-kimddd", groupId: "g2", licenceState: "none" },
];

const query = (raw: Parameters<typeof parseListQuery>[1]): ListQuery => {
  const parsed = parseListQuery(spec, raw);
  if (!parsed.ok) throw new Error(`refused: ${parsed.code}`);
  return parsed.query;
};

describe("applyListQuery", () => {
  it("searches q case-blind in the searched fields", () => {
    const page = applyListQuery(spec, query({ filter: '{"q":"kim"}' }), records);
    expect(page.records.map((r) => r.id)).toEqual(["s1", "s3", "s4"]);
  });

  it("finds composed Korean with a decomposed query", () => {
    const page = applyListQuery(
      spec,
      query({ filter: JSON.stringify({ q: "서준".normalize("NFD") }) }),
      records,
    );
    expect(page.records.map((r) => r.id)).toEqual(["s2"]);
  });

  it("keeps the records matching every exact filter, one of several values", () => {
    const page = applyListQuery(
      spec,
      query({ filter: '{"groupId":"g2","licenceState":["none","expired"]}' }),
      records,
    );
    expect(page.records.map((r) => r.id)).toEqual(["s4"]);
  });

  it("sorts, breaks ties by id, and pages with the total of the filtered list", () => {
    const page = applyListQuery(
      spec,
      query({ sort: '["groupId","DESC"]', range: "[1,2]" }),
      records,
    );
    expect(page.records.map((r) => r.id)).toEqual(["s4", "s1"]);
    expect(page).toMatchObject({ start: 1, total: 4 });
    expect(contentRangeOf("students", page)).toBe("students 1-2/4");
  });

  it("answers an empty page past the end with its total", () => {
    const page = applyListQuery(spec, query({ range: "[10,19]" }), records);
    expect(page.records).toEqual([]);
    expect(contentRangeOf("students", page)).toBe("students */4");
  });
});
