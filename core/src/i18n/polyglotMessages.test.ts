import { describe, expect, it } from "vitest";
import { i18nextOptionsOf, polyglotToI18next } from "./polyglotMessages";

describe("polyglotToI18next", () => {
  it("turns placeholders into i18next's and keeps nesting", () => {
    expect(
      polyglotToI18next({ ra: { page: { edit: "%{name} %{ recordRepresentation }", list: "x" } } }),
    ).toEqual({ ra: { page: { edit: "{{name}} {{recordRepresentation}}", list: "x" } } });
  });

  it("splits plural forms into _one and _other read with count", () => {
    expect(
      polyglotToI18next({ deleted: "Element deleted |||| %{smart_count} elements deleted" }),
    ).toEqual({
      deleted: "{{count}} elements deleted",
      deleted_one: "Element deleted",
      deleted_other: "{{count}} elements deleted",
    });
  });

  it("leaves a single form without plural keys", () => {
    expect(polyglotToI18next({ deleted: "%{smart_count}개 삭제됨" })).toEqual({
      deleted: "{{count}}개 삭제됨",
    });
  });
});

describe("i18nextOptionsOf", () => {
  it("maps smart_count to count and _ to defaultValue, keeping the rest", () => {
    expect(i18nextOptionsOf({ _: "Fallback", smart_count: 2, name: "Groups" })).toEqual({
      name: "Groups",
      count: 2,
      defaultValue: "Fallback",
    });
  });

  it("adds nothing for missing options", () => {
    expect(i18nextOptionsOf(undefined)).toEqual({});
  });
});
