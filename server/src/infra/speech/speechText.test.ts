import { describe, expect, it } from "vitest";
import { splitForSpeech } from "./speechText";

const squash = (s: string) => s.replace(/\s+/g, "");

describe("splitForSpeech", () => {
  it("packs whole sentences into pieces no longer than the limit", () => {
    const sentence = "The main hall was built in the fifteenth century. ";
    const text = sentence.repeat(40);
    const pieces = splitForSpeech(text, 300, "en");
    expect(pieces.length).toBeGreaterThan(6);
    for (const p of pieces) {
      expect(p.length).toBeLessThanOrEqual(300);
      expect(p.endsWith("century.")).toBe(true);
    }
    expect(squash(pieces.join(""))).toBe(squash(text));
  });

  it("keeps short texts whole and gives nothing for blank ones", () => {
    expect(splitForSpeech("  Hello   there.\n\nBye. ", 100, "en")).toEqual(["Hello there. Bye."]);
    expect(splitForSpeech(" \n\t ", 100, "en")).toEqual([]);
  });

  it("cuts at Korean, Japanese and Vietnamese sentence ends", () => {
    const ko = "옛 궁궐에 오신 것을 환영합니다. 본당은 15세기에 지어졌습니다.";
    expect(splitForSpeech(ko, 30, "ko")).toEqual([
      "옛 궁궐에 오신 것을 환영합니다.",
      "본당은 15세기에 지어졌습니다.",
    ]);
    const ja = "古い宮殿へようこそ。本殿は十五世紀に建てられました。";
    expect(splitForSpeech(ja, 16, "ja")).toEqual([
      "古い宮殿へようこそ。",
      "本殿は十五世紀に建てられました。",
    ]);
    const vi = "Chào mừng bạn. Chính điện được xây dựng vào thế kỷ mười lăm.";
    expect(splitForSpeech(vi, 20, "vi")[0]).toBe("Chào mừng bạn.");
  });

  it("cuts a sentence longer than the limit between words, even without spaces", () => {
    const en = `${"word ".repeat(100).trim()}.`;
    const pieces = splitForSpeech(en, 64, "en");
    for (const p of pieces) {
      expect(p.length).toBeLessThanOrEqual(64);
      expect(p).toMatch(/^word( word)*\.?$/);
    }
    expect(squash(pieces.join(""))).toBe(squash(en));

    const ja = "本殿は十五世紀に建てられました".repeat(20);
    const jaPieces = splitForSpeech(ja, 50, "ja");
    for (const p of jaPieces) expect(p.length).toBeLessThanOrEqual(50);
    expect(jaPieces.join("")).toBe(ja);
  });

  it("never splits a surrogate pair, even in a word longer than the limit", () => {
    const emoji = "😀".repeat(30);
    const pieces = splitForSpeech(emoji, 7, "en");
    for (const p of pieces) {
      expect(p.length).toBeLessThanOrEqual(7);
      expect(p).toMatch(/^(😀)+$/u);
    }
    expect(pieces.join("")).toBe(emoji);
  });
});
