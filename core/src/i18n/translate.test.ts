import { describe, expect, it } from "vitest";
import { lookupMessage, parseMessageKey, translate } from "./translate";
import type { LocaleResources } from "./types";

const en: LocaleResources = {
  common: { actions: { save: "Save" }, greet: "Hello {{name}}" },
  errors: { notFound: "The requested resource does not exist or has been deleted" },
};
const ko: LocaleResources = {
  common: { actions: { save: "저장", close: "닫기" }, greet: "안녕하세요 {{name}}" },
  ai: { snackbar: { complete: "AI 이미지 생성이 완료되었습니다" } },
};

describe("parseMessageKey", () => {
  it.each([
    ["errors:notFound", { ns: "errors", key: "notFound" }],
    ["common:actions.save", { ns: "common", key: "actions.save" }],
    ["errors.duplicateSession", { ns: "errors", key: "duplicateSession" }],
    ["actions.save", { ns: "common", key: "actions.save" }],
    ["greet", { ns: "common", key: "greet" }],
  ])("reads %j", (key, ref) => {
    expect(parseMessageKey(key)).toEqual(ref);
  });

  it("takes a { ns, key } reference as it is", () => {
    expect(parseMessageKey({ ns: "pages", key: "projects" })).toEqual({
      ns: "pages",
      key: "projects",
    });
  });
});

describe("lookupMessage", () => {
  it.each([
    ["actions.save", "Save"],
    ["actions", undefined],
    ["actions.save.more", undefined],
    ["actions.missing", undefined],
    ["constructor", undefined],
  ])("finds %j", (path, expected) => {
    expect(lookupMessage(en.common, path)).toBe(expected);
  });

  it("copes with a missing namespace", () => {
    expect(lookupMessage(undefined, "x")).toBeUndefined();
  });
});

describe("translate", () => {
  it.each([
    ["common:actions.save", "Save"],
    ["actions.save", "Save"],
    ["errors:notFound", "The requested resource does not exist or has been deleted"],
    ["errors.notFound", "The requested resource does not exist or has been deleted"],
    ["common:actions.close", "닫기"],
    ["ai:snackbar.complete", "AI 이미지 생성이 완료되었습니다"],
    ["common:nope", "common:nope"],
  ])("translates %j from English, falling back to Korean", (key, text) => {
    expect(translate(en, ko, key)).toBe(text);
  });

  it("fills named placeholders", () => {
    expect(translate(en, ko, "common:greet", { name: "Ann" })).toBe("Hello Ann");
    expect(translate(undefined, ko, { ns: "common", key: "greet" }, { name: "민" })).toBe(
      "안녕하세요 민",
    );
    expect(translate(en, ko, "common:greet")).toBe("Hello {{name}}");
  });

  it("returns a reference found nowhere as ns:key", () => {
    expect(translate(undefined, undefined, { ns: "pages", key: "x.y" })).toBe("pages:x.y");
  });
});
