import { describe, expect, it } from "vitest";
import { localisedName, verificationOf } from "./modelReports";

describe("verificationOf", () => {
  const message = (severity: number, extra: { pointer?: string; offset?: number } = {}) => ({
    code: `CODE_${severity}`,
    message: "text",
    severity,
    ...extra,
  });
  it.each([
    ["no finding", [], true, []],
    [
      "warnings and infos only",
      [message(1, { pointer: "/meshes/0" }), message(2), message(3)],
      true,
      [
        ["warning", "/meshes/0"],
        ["info", null],
        ["hint", null],
      ],
    ],
    ["an error", [message(0, { pointer: "/accessors/0" })], false, [["error", "/accessors/0"]]],
    ["an error in binary data", [message(0, { offset: 48 })], false, [["error", "/@48"]]],
    ["an unknown severity", [message(7)], false, [["error", null]]],
  ])("%s → valid %s", (_name, messages, valid, issues) => {
    const verdict = verificationOf("glb", messages);
    expect(verdict.valid).toBe(valid);
    expect(verdict.format).toBe("glb");
    expect(verdict.issues.map((i) => [i.severity, i.pointer])).toEqual(issues);
    expect(verdict.issues.map((i) => i.code)).toEqual(messages.map((m) => m.code));
  });
});

describe("localisedName", () => {
  const full = { ko: "벤치", en: "Bench", vi: "Ghế dài", ja: "ベンチ" };
  it.each([
    [full, "en", "Bench"],
    [full, "ja", "ベンチ"],
    [{ ko: "벤치", en: "Bench" }, "vi", "벤치"],
    [{ ko: "벤치", vi: "  " }, "vi", "벤치"],
    [{ en: "Bench", vi: "Ghế dài" }, "ja", "Bench"],
    [{}, "ko", ""],
  ] as const)("%o in %s → %s", (names, language, name) => {
    expect(localisedName(names, language)).toBe(name);
  });
});
