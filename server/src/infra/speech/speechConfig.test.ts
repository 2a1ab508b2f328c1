import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type PollyTestServer, startPollyTestServer } from "../../testing/pollyTestServer";
import { createSpeechEngine, speechConfigFromEnv } from "./speechConfig";

describe("speech configuration", () => {
  it("runs the local engine unless POLLY_REGION is set", () => {
    expect(speechConfigFromEnv({})).toEqual({ engine: "local" });
    expect(speechConfigFromEnv({ POLLY_REGION: "  " })).toEqual({ engine: "local" });
    expect(speechConfigFromEnv({ POLLY_REGION: "ap-northeast-2" })).toEqual({
      engine: "polly",
      region: "ap-northeast-2",
      endpoint: undefined,
    });
    expect(
      speechConfigFromEnv({ POLLY_REGION: "us-east-1", POLLY_ENDPOINT: "http://127.0.0.1:9000" }),
    ).toEqual({ engine: "polly", region: "us-east-1", endpoint: "http://127.0.0.1:9000" });
  });

  it("names the variable that is wrong", () => {
    expect(() => speechConfigFromEnv({ POLLY_REGION: "Seoul" })).toThrow(/POLLY_REGION/);
    expect(() => speechConfigFromEnv({ POLLY_ENDPOINT: "http://127.0.0.1:9000" })).toThrow(
      /POLLY_ENDPOINT needs POLLY_REGION/,
    );
    expect(() =>
      speechConfigFromEnv({ POLLY_REGION: "us-east-1", POLLY_ENDPOINT: "ftp://polly" }),
    ).toThrow(/POLLY_ENDPOINT/);
  });

  it("makes the local engine, with Vietnamese, when nothing is set", async () => {
    const languages = await (await createSpeechEngine({})).languages();
    expect(languages.map((l) => l.language)).toEqual(["ko", "en", "vi", "ja"]);
  });
});

describe("speech engine from the environment", () => {
  let server: PollyTestServer;
  beforeAll(async () => {
    server = await startPollyTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => vi.unstubAllEnvs());

  it("makes Polly signing with the AWS_* credentials the SDK reads itself", async () => {
    vi.stubEnv("AWS_ACCESS_KEY_ID", server.credentials.accessKeyId);
    vi.stubEnv("AWS_SECRET_ACCESS_KEY", server.credentials.secretAccessKey);
    vi.stubEnv("AWS_SESSION_TOKEN", server.credentials.sessionToken);
    const engine = await createSpeechEngine({
      POLLY_REGION: server.region,
      POLLY_ENDPOINT: server.endpoint,
    });
    expect((await engine.languages()).map((l) => l.language)).toEqual(["ko", "en", "ja"]);
    const speech = await engine.synthesize({ text: "Hello.", language: "en" });
    expect(speech.contentType).toBe("audio/mpeg");
    const last = server.requests.at(-1);
    expect(last?.answer.status).toBe(200); // signature checked with the secret
    expect(last?.headers["x-amz-security-token"]).toBe(server.credentials.sessionToken);
  });
});
