import type { Language } from "@orbis/core/contract";
import { MARKER_TEXT_MAX_LENGTH } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { describe, expect, it } from "vitest";
import { createLocalSpeechEngine } from "./localSpeechEngine";
import { readMp3 } from "./mp3Frames";
import { decodeMp3 } from "./testing/testAudio";

const engine = createLocalSpeechEngine();

/** A sentence per language, and how many characters a second its speech may plausibly say. */
const SENTENCES: Record<Language, { text: string; rate: [number, number] }> = {
  ko: { text: "옛 궁궐에 오신 것을 환영합니다. 본당은 15세기에 지어졌습니다.", rate: [3.5, 10] },
  en: {
    text: "Welcome to the old palace. The main hall was built in the fifteenth century.",
    rate: [10, 25],
  },
  vi: {
    text: "Chào mừng bạn đến với cung điện cổ. Chính điện được xây dựng vào thế kỷ mười lăm.",
    rate: [12, 30],
  },
  ja: { text: "古い宮殿へようこそ。本殿は十五世紀に建てられました。", rate: [3, 10] },
};

/** Checks `audio` is MP3 that decodes cleanly, is not silent, and lasts `durationMs`. */
const expectSpeech = async (speech: { audio: Buffer; durationMs?: number }) => {
  const decoded = await decodeMp3(speech.audio);
  expect(decoded.errors).toBe(0);
  expect(decoded.rms).toBeGreaterThan(0.02);
  expect(Math.abs(decoded.durationMs - (speech.durationMs ?? 0))).toBeLessThan(150);
  expect(Math.abs(readMp3(speech.audio).durationMs - decoded.durationMs)).toBeLessThan(60);
  return decoded;
};

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe("local speech engine", () => {
  it("lists Korean, English, Vietnamese and Japanese with their voices", async () => {
    const languages = await engine.languages();
    expect(languages.map((l) => [l.language, l.name])).toEqual([
      ["ko", "한국어"],
      ["en", "English"],
      ["vi", "Tiếng Việt"],
      ["ja", "日本語"],
    ]);
    for (const l of languages) expect(l.voices.length).toBeGreaterThanOrEqual(2);
    expect(languages.find((l) => l.language === "en")?.voices.map((v) => v.id)).toEqual([
      "en-us-female",
      "en-us-male",
      "en-gb-female",
      "en-gb-male",
    ]);
    const ids = languages.flatMap((l) => l.voices.map((v) => v.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(Object.entries(SENTENCES))(
    "speaks %s as MP3 that plays for as long as the text needs",
    async (language, { text, rate }) => {
      const speech = await engine.synthesize({ text, language: language as Language });
      expect(speech.contentType).toBe("audio/mpeg");
      expect(speech.extension).toBe("mp3");
      const decoded = await expectSpeech(speech);
      expect(decoded.sampleRate).toBe(22050);
      const charsPerSecond = text.length / (decoded.durationMs / 1000);
      expect(charsPerSecond).toBeGreaterThan(rate[0]);
      expect(charsPerSecond).toBeLessThan(rate[1]);
    },
  );

  it("speaks with every listed voice, each differently, the first being the default", async () => {
    for (const { language, voices } of await engine.languages()) {
      const text = SENTENCES[language].text.slice(0, 20);
      const audios: Buffer[] = [];
      for (const voice of voices) {
        const speech = await engine.synthesize({ text, language, voiceId: voice.id });
        await expectSpeech(speech);
        audios.push(speech.audio);
      }
      expect(new Set(audios.map((a) => a.toString("base64"))).size).toBe(voices.length);
      const byDefault = await engine.synthesize({ text, language });
      expect(byDefault.audio.equals(audios[0] ?? Buffer.alloc(0))).toBe(true);
    }
  }, 60_000);

  it("speaks a text of the longest marker length, lasting in proportion", async () => {
    const sentence = SENTENCES.en.text;
    const short = await engine.synthesize({ text: sentence, language: "en" });
    const text = `${sentence} `.repeat(80).slice(0, MARKER_TEXT_MAX_LENGTH);
    expect(text.length).toBe(5000);
    const long = await engine.synthesize({ text, language: "en" });
    await expectSpeech(long);
    const ratio = (long.durationMs ?? 0) / (short.durationMs ?? 1);
    const lengths = text.length / sentence.length;
    expect(ratio).toBeGreaterThan(lengths * 0.75);
    expect(ratio).toBeLessThan(lengths * 1.25);
  }, 180_000);

  it("refuses blank text, unknown voices and languages it has no voice for with 10400", async () => {
    const blank = await refusal(engine.synthesize({ text: " \n\t ", language: "en" }));
    expect(blank.code).toBe(10400);
    expect(blank.message).toMatch(/no text/);

    const unknown = await refusal(
      engine.synthesize({ text: "Hi.", language: "en", voiceId: "Joanna" }),
    );
    expect(unknown.code).toBe(10400);
    expect(unknown.message).toContain('"Joanna"');

    const other = await refusal(
      engine.synthesize({ text: "안녕.", language: "ko", voiceId: "en-us-male" }),
    );
    expect(other.code).toBe(10400);
    expect(other.message).toContain("en-us-male");

    const french = await refusal(
      engine.synthesize({ text: "Bonjour.", language: "fr" as Language }),
    );
    expect(french.code).toBe(10400);
    expect(french.message).toBe("The local speech engine has no voice for the language (fr)");
  });
});
