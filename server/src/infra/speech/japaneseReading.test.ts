import { describe, expect, it } from "vitest";
import { espeakPhonemes } from "./espeakWasm";
import { japaneseReading, kanjiNumber } from "./japaneseReading";

describe("Japanese readings", () => {
  it("writes numbers in kanji as they are read", () => {
    expect(kanjiNumber("1958")).toBe("千九百五十八");
    expect(kanjiNumber("15")).toBe("十五");
    expect(kanjiNumber("0")).toBe("零");
    expect(kanjiNumber("007")).toBe("七");
    expect(kanjiNumber("1001")).toBe("千一");
    expect(kanjiNumber("20304")).toBe("二万三百四");
    expect(kanjiNumber("10000")).toBe("一万");
    expect(kanjiNumber("120000000")).toBe("一億二千万");
    expect(kanjiNumber("12345678901234567")).toBe("一二三四五六七八九〇一二三四五六七");
  });

  it("turns kanji, particles and digits into katakana pronunciation", async () => {
    const reading = await japaneseReading("本殿は１５世紀に建てられ、1,958年と3.5メートル。");
    expect(reading).toContain("ホンデン ワ"); // は as a particle is said "wa"
    expect(reading).toContain("ジュー ゴ セイキ");
    expect(reading).toContain("セン キュー ヒャク ゴ ジュー ハチ ネン");
    expect(reading).toContain("サン テン ゴ メートル");
    expect(reading).not.toMatch(/[\u4e00-\u9fff0-9]/);
  });

  it("makes espeak-ng say Japanese words where it would say 'Chinese letter'", async () => {
    const text = "古い宮殿へようこそ。本殿は十五世紀に建てられました。";
    // "(en)" marks espeak switching to English: it names each kanji "Chinese letter".
    expect(await espeakPhonemes(text, "ja")).toContain("(en)");
    const phonemes = await espeakPhonemes(await japaneseReading(text), "ja");
    expect(phonemes).not.toContain("(en)");
    expect(phonemes).toMatch(/h'?onde/);
  });
});
