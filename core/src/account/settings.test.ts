import { describe, expect, it } from "vitest";
import type { Settings, SettingsUpdate } from "../contract/entities/settings";
import { mergeSettings } from "./settings";

const current: Settings = {
  language: "ko",
  currency: "KRW",
  autoSave: { useAutoSave: true, saveCycle: 60 },
};

describe("mergeSettings", () => {
  it.each<[string, SettingsUpdate, Settings]>([
    ["the language only", { language: "en" }, { ...current, language: "en" }],
    ["the currency only", { currency: "USD" }, { ...current, currency: "USD" }],
    [
      "auto-save off, keeping the cycle",
      { autoSave: { useAutoSave: false } },
      { ...current, autoSave: { useAutoSave: false, saveCycle: 60 } },
    ],
    [
      "the cycle only",
      { autoSave: { saveCycle: 300 } },
      { ...current, autoSave: { useAutoSave: true, saveCycle: 300 } },
    ],
    [
      "everything",
      { language: "ja", currency: "USD", autoSave: { useAutoSave: false, saveCycle: 10 } },
      { language: "ja", currency: "USD", autoSave: { useAutoSave: false, saveCycle: 10 } },
    ],
    ["nothing in auto-save", { language: "vi", autoSave: {} }, { ...current, language: "vi" }],
  ])("changes %s", (_, change, expected) => {
    expect(mergeSettings(current, change)).toEqual(expected);
  });

  it("leaves the current settings untouched", () => {
    const before = structuredClone(current);
    mergeSettings(current, { autoSave: { saveCycle: 20 } });
    expect(current).toEqual(before);
  });
});
