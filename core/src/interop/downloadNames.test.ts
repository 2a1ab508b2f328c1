import { describe, expect, it } from "vitest";
import { attachmentDisposition, exportFileName } from "./downloadNames";

describe("exportFileName", () => {
  it.each([
    ["harbour-walk", "json", "harbour-walk.json"],
    ["Head office: 2nd floor", "json", "Head office- 2nd floor.json"],
    ["a/b\\c", "zip", "a-b-c.zip"],
    ["  ..hidden  ", "json", "hidden.json"],
    ["사무실 투어", "zip", "사무실 투어.zip"],
    ["tab\there", "json", "tab-here.json"],
    ["", "json", "tour.json"],
    ["///", "zip", "tour.zip"],
    ["x".repeat(150), "json", `${"x".repeat(100)}.json`],
  ])("%j → %j", (base, extension, name) => {
    expect(exportFileName(base, extension)).toBe(name);
  });
});

describe("attachmentDisposition", () => {
  it.each([
    [
      "harbour-walk.json",
      `attachment; filename="harbour-walk.json"; filename*=UTF-8''harbour-walk.json`,
    ],
    [
      "사무실 투어.zip",
      `attachment; filename="___ __.zip"; filename*=UTF-8''%EC%82%AC%EB%AC%B4%EC%8B%A4%20%ED%88%AC%EC%96%B4.zip`,
    ],
    [
      `it's "x".json`,
      `attachment; filename="it's _x_.json"; filename*=UTF-8''it%27s%20%22x%22.json`,
    ],
  ])("%j", (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});
