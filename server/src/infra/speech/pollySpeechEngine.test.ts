import { MARKER_TEXT_MAX_LENGTH } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type PollyTestServer, startPollyTestServer } from "../../testing/pollyTestServer";
import { readMp3 } from "./mp3Frames";
import { createPollySpeechEngine, POLLY_MAX_CHARACTERS } from "./pollySpeechEngine";
import { decodeMp3 } from "./testing/testAudio";

let server: PollyTestServer;
beforeAll(async () => {
  server = await startPollyTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const engineWith = (credentials = server.credentials, endpoint = server.endpoint) =>
  createPollySpeechEngine({ region: server.region, endpoint, credentials });
const speechRequests = () => server.requests.filter((r) => r.path === "/v1/speech");

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe("Polly speech engine: voices", () => {
  it("lists Polly's Korean, English and Japanese voices, default first, following NextToken", async () => {
    const languages = await engineWith().languages();
    expect(languages).toEqual([
      { language: "ko", name: "한국어", voices: [{ id: "Seoyeon", name: "Seoyeon (Korean)" }] },
      {
        language: "en",
        name: "English",
        voices: [
          { id: "Joanna", name: "Joanna (US English)" },
          { id: "Matthew", name: "Matthew (US English)" },
          { id: "Amy", name: "Amy (British English)" },
          { id: "Brian", name: "Brian (British English)" },
          { id: "Raveena", name: "Raveena (Indian English)" },
          { id: "Aditi", name: "Aditi (en-IN)" },
        ],
      },
      {
        language: "ja",
        name: "日本語",
        voices: [
          { id: "Kazuha", name: "Kazuha (Japanese)" },
          { id: "Takumi", name: "Takumi (Japanese)" },
          { id: "Mizuki", name: "Mizuki (Japanese)" },
        ],
      },
    ]);
    const pages = server.requests.map((r) => [r.method, r.path, r.query.NextToken]);
    expect(pages).toEqual([
      ["GET", "/v1/voices", undefined],
      ["GET", "/v1/voices", "5"],
      ["GET", "/v1/voices", "10"],
    ]);
    for (const r of server.requests) {
      expect(r.query.IncludeAdditionalLanguageCodes).toBe("true");
      expect(r.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIAORBISTEST0000001\/\d{8}\/ap-northeast-2\/polly\/aws4_request, /,
      );
      expect(r.answer.status).toBe(200); // the server checked the signature
    }
  });

  it("asks for the voices once and keeps them", async () => {
    const engine = engineWith();
    await engine.languages();
    await engine.languages();
    await engine.synthesize({ text: "안녕하세요.", language: "ko" });
    expect(server.requests.map((r) => r.path)).toEqual([
      "/v1/voices",
      "/v1/voices",
      "/v1/voices",
      "/v1/speech",
    ]);
  });
});

describe("Polly speech engine: speech", () => {
  it("speaks with the language's default voice on its neural engine, as MP3", async () => {
    const text = "옛 궁궐에 오신 것을 환영합니다.";
    const speech = await engineWith().synthesize({ text, language: "ko" });
    expect(speechRequests().map((r) => r.body)).toEqual([
      { Text: text, TextType: "text", OutputFormat: "mp3", VoiceId: "Seoyeon", Engine: "neural" },
    ]);
    expect(speech.contentType).toBe("audio/mpeg");
    expect(speech.extension).toBe("mp3");
    const decoded = await decodeMp3(speech.audio);
    expect(decoded.errors).toBe(0);
    expect(decoded.rms).toBeGreaterThan(0.1);
    expect(decoded.sampleRate).toBe(24000); // what the test server makes for neural voices
    // The tone lasts 20 ms per character; MP3 adds the encoder's delay and whole-frame padding.
    const expected = text.length * server.msPerCharacter;
    expect(Math.abs((speech.durationMs ?? 0) - expected)).toBeLessThan(100);
  });

  it("uses the standard engine for a voice without neural, and the language code of a bilingual voice", async () => {
    const engine = engineWith();
    await engine.synthesize({ text: "ようこそ。", language: "ja", voiceId: "Mizuki" });
    await engine.synthesize({ text: "Welcome.", language: "en", voiceId: "Aditi" });
    expect(
      speechRequests().map((r) => [r.body?.VoiceId, r.body?.Engine, r.body?.LanguageCode]),
    ).toEqual([
      ["Mizuki", "standard", undefined],
      ["Aditi", "standard", "en-IN"],
    ]);
  });

  it("speaks a 5000-character text in pieces under Polly's limit, cut at sentence ends, as one MP3", async () => {
    const sentences = Array.from(
      { length: 120 },
      (_, i) => `Hall ${i} was built in the fifteenth century.`,
    );
    const text = sentences.join(" ").slice(0, MARKER_TEXT_MAX_LENGTH);
    const speech = await engineWith().synthesize({ text, language: "en" });

    const pieces = speechRequests().map((r) => String(r.body?.Text));
    expect(pieces.length).toBe(2);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(POLLY_MAX_CHARACTERS);
    expect(pieces[0]).toMatch(/century\.$/);
    expect(pieces.join(" ")).toBe(text);
    expect(speechRequests().every((r) => r.answer.status === 200)).toBe(true);

    const files = readMp3(speech.audio);
    expect(files.durationMs).toBe(speech.durationMs);
    const decoded = await decodeMp3(speech.audio);
    expect(decoded.errors).toBe(0);
    // The whole lasts as long as its pieces' tones together, within each piece's frame padding.
    const expected = pieces.reduce((ms, p) => ms + p.length * server.msPerCharacter, 0);
    expect(Math.abs(decoded.durationMs - expected)).toBeLessThan(200);
  });

  it("refuses Vietnamese, unknown voices and blank text with 10400 before calling Polly", async () => {
    const engine = engineWith();
    await engine.languages();
    server.requests.length = 0;

    const vi = await refusal(engine.synthesize({ text: "Xin chào.", language: "vi" }));
    expect(vi.code).toBe(10400);
    expect(vi.message).toBe("AWS Polly has no voice for Tiếng Việt (vi)");

    const unknown = await refusal(
      engine.synthesize({ text: "Hi.", language: "en", voiceId: "Seoyeon" }),
    );
    expect(unknown.code).toBe(10400);
    expect(unknown.message).toContain('no voice "Seoyeon" for en');

    const blank = await refusal(engine.synthesize({ text: "   ", language: "en" }));
    expect(blank.code).toBe(10400);
    expect(server.requests).toEqual([]);
  });
});
