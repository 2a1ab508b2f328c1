import { createHash, createHmac, randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { createServer, type Http2ServerResponse, type Http2Session } from "node:http2";
import type { AddressInfo } from "node:net";
import { createMp3Writer } from "../infra/speech/mp3Encoder";

/*
 * Amazon Polly's REST API as far as Orbis uses it, on a random local port: AWS cannot be reached
 * from tests. It answers in Polly's documented shapes, checks SigV4 signatures with the test
 * credentials (so a wrong secret fails as at AWS), refuses what Polly refuses (over 3000
 * characters, an engine the voice lacks) and records every request for the tests to inspect.
 * It speaks HTTP/2 without TLS (node:http2, not node:http) because the Polly client does: its
 * default request handler is the SDK's HTTP/2 one, which is what production uses against AWS.
 */

/** A voice as DescribeVoices returns it. */
export interface PollyTestVoice {
  readonly Gender: "Female" | "Male";
  readonly Id: string;
  readonly LanguageCode: string;
  readonly LanguageName: string;
  readonly Name: string;
  readonly SupportedEngines: readonly string[];
  readonly AdditionalLanguageCodes?: readonly string[];
}

const v = (
  Id: string,
  Gender: "Female" | "Male",
  LanguageCode: string,
  LanguageName: string,
  SupportedEngines: string[],
  AdditionalLanguageCodes?: string[],
): PollyTestVoice => ({
  Gender,
  Id,
  LanguageCode,
  LanguageName,
  Name: Id,
  SupportedEngines,
  AdditionalLanguageCodes,
});

/** A slice of Polly's real voice list: ours, bilingual, long-form only and foreign ones. */
export const POLLY_TEST_VOICES: readonly PollyTestVoice[] = [
  v("Seoyeon", "Female", "ko-KR", "Korean", ["neural", "standard"]),
  v("Joanna", "Female", "en-US", "US English", ["generative", "neural", "standard"]),
  v("Matthew", "Male", "en-US", "US English", ["generative", "neural", "standard"]),
  v("Patrick", "Male", "en-US", "US English", ["long-form"]),
  v("Amy", "Female", "en-GB", "British English", ["generative", "neural", "standard"]),
  v("Brian", "Male", "en-GB", "British English", ["neural", "standard"]),
  v("Raveena", "Female", "en-IN", "Indian English", ["standard"]),
  v("Aditi", "Female", "hi-IN", "Hindi", ["standard"], ["en-IN"]),
  v("Mizuki", "Female", "ja-JP", "Japanese", ["standard"]),
  v("Takumi", "Male", "ja-JP", "Japanese", ["neural", "standard"]),
  v("Kazuha", "Female", "ja-JP", "Japanese", ["neural"]),
  v("Celine", "Female", "fr-FR", "French", ["standard"]),
];

/** A request as the server received it. */
export interface RecordedPollyRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: IncomingHttpHeaders;
  readonly body: Readonly<Record<string, unknown>> | undefined;
  /** What the server answered: the status, and the error type and message of a failure. */
  readonly answer: { status: number; type?: string; message?: string };
}

/** An error to answer the next requests with, before any other check. */
export interface PollyFault {
  readonly status: number;
  readonly type: string;
  readonly message: string;
  /** How many requests get it; 1 when absent. */
  readonly times?: number;
}

/** A running test server and the credentials it accepts. */
export interface PollyTestServer {
  readonly endpoint: string;
  readonly region: string;
  readonly credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string };
  readonly requests: RecordedPollyRequest[];
  /** Milliseconds of audio per character of text in the answers' MP3s. */
  readonly msPerCharacter: number;
  fail(fault: PollyFault): void;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Checks a SigV4 signature; the reason it fails (AWS-like, canonical request included) or undefined. */
const signatureProblem = (
  method: string,
  url: URL,
  headers: IncomingHttpHeaders,
  body: Buffer,
  secret: string,
): string | undefined => {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=[^/]+\/(\d{8})\/([^/]+)\/polly\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(headers.authorization),
    );
  if (auth === null) return "Authorization header is malformed";
  const [, date = "", region = "", signed = "", signature = ""] = auth;
  const query = [...url.searchParams]
    .map(([k, val]) => `${rfc3986(k)}=${rfc3986(val)}`)
    .sort()
    .join("&");
  const names = signed.split(";");
  const canonicalHeaders = names.map(
    (n) =>
      // HTTP/2 carries the host as ":authority"; the signer signed it as "host".
      `${n}:${String(headers[n] ?? (n === "host" ? headers[":authority"] : ""))
        .trim()
        .replace(/\s+/g, " ")}\n`,
  );
  const canonical = [
    method,
    url.pathname,
    query,
    canonicalHeaders.join(""),
    signed,
    sha256(body),
  ].join("\n");
  const scope = `${date}/${region}/polly/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", String(headers["x-amz-date"]), scope, sha256(canonical)].join(
    "\n",
  );
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), "polly"), "aws4_request");
  if (hmac(key, toSign).toString("hex") === signature) return undefined;
  return `The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method. Consult the service documentation for details.\n\nThe Canonical String for this request should have been\n'${canonical}'\n\nThe String-to-Sign should have been\n'${toSign}'\n`;
};

/** An MP3 of a 440 Hz tone lasting `ms`, standing in for speech. */
const toneMp3 = async (ms: number, sampleRate: number) => {
  const samples = new Int16Array(Math.round((ms / 1000) * sampleRate));
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate));
  const writer = createMp3Writer(sampleRate);
  await writer.write(samples);
  return writer.end();
};

/** Starts the test server on a random port of 127.0.0.1. */
export const startPollyTestServer = async (
  options: { pageSize?: number } = {},
): Promise<PollyTestServer> => {
  const pageSize = options.pageSize ?? 5;
  const region = "ap-northeast-2";
  const credentials = {
    accessKeyId: "AKIAORBISTEST0000001",
    secretAccessKey: "orbis/test/secret/key/0000000000000000000",
    sessionToken: `orbis-session-${randomUUID()}`,
  };
  const requests: RecordedPollyRequest[] = [];
  const faults: PollyFault[] = [];
  const msPerCharacter = 20;

  /** Answers one request; returns what it answered, for the record. */
  const answer = async (
    method: string,
    url: URL,
    headers: IncomingHttpHeaders,
    raw: Buffer,
    body: Readonly<Record<string, unknown>> | undefined,
    res: Http2ServerResponse,
  ): Promise<RecordedPollyRequest["answer"]> => {
    // Polly's error shape: the status, and the type and message in a JSON body.
    const error = (status: number, type: string, message: string) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "x-amzn-requestid": randomUUID(),
      });
      res.end(JSON.stringify({ __type: type, message }));
      return { status, type, message };
    };
    const fault = faults[0];
    if (fault !== undefined) {
      if ((fault.times ?? 1) <= 1) faults.shift();
      else faults[0] = { ...fault, times: (fault.times ?? 1) - 1 };
      return error(fault.status, fault.type, fault.message);
    }
    const keyId = /Credential=([^/]+)\//.exec(String(headers.authorization))?.[1];
    if (keyId === undefined) {
      return error(403, "MissingAuthenticationTokenException", "Missing Authentication Token");
    }
    if (keyId !== credentials.accessKeyId) {
      const message = "The security token included in the request is invalid.";
      return error(403, "UnrecognizedClientException", message);
    }
    const problem = signatureProblem(method, url, headers, raw, credentials.secretAccessKey);
    if (problem !== undefined) return error(403, "InvalidSignatureException", problem);

    if (method === "GET" && url.pathname === "/v1/voices") {
      const start = Number(url.searchParams.get("NextToken") ?? "0");
      if (!Number.isInteger(start) || start < 0 || start >= POLLY_TEST_VOICES.length) {
        return error(400, "InvalidNextTokenException", "The NextToken is invalid.");
      }
      const end = start + pageSize;
      const more = end < POLLY_TEST_VOICES.length;
      const page = {
        Voices: POLLY_TEST_VOICES.slice(start, end),
        NextToken: more ? `${end}` : undefined,
      };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(page));
      return { status: 200 };
    }
    if (method !== "POST" || url.pathname !== "/v1/speech") {
      return error(404, "UnknownOperationException", `No operation ${method} ${url.pathname}`);
    }
    const text = String(body?.Text ?? "");
    const voice = POLLY_TEST_VOICES.find((x) => x.Id === body?.VoiceId);
    const engine = String(body?.Engine ?? "standard");
    if (voice === undefined) {
      const message = `1 validation error detected: Value '${String(body?.VoiceId)}' at 'voiceId' failed to satisfy constraint`;
      return error(400, "ValidationException", message);
    }
    if (!voice.SupportedEngines.includes(engine)) {
      const message = `This voice does not support the selected engine: ${engine}`;
      return error(400, "EngineNotSupportedException", message);
    }
    const rate = body?.SampleRate;
    if (rate !== undefined && !["8000", "16000", "22050", "24000"].includes(String(rate))) {
      return error(400, "InvalidSampleRateException", "The sample rate is invalid.");
    }
    if (text.length > 3000) {
      return error(400, "TextLengthExceededException", "Maximum text length has been exceeded");
    }
    // Polly's MP3 is 24 kHz for neural voices and 22.05 kHz for standard ones.
    const audio = await toneMp3(text.length * msPerCharacter, engine === "neural" ? 24000 : 22050);
    res.writeHead(200, {
      "content-type": "audio/mpeg",
      "x-amzn-requestcharacters": String(text.length),
      "x-amzn-requestid": randomUUID(),
    });
    res.end(audio);
    return { status: 200 };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const method = req.method ?? "GET";
      const raw = Buffer.concat(chunks);
      const body =
        raw.length > 0 ? (JSON.parse(raw.toString("utf8")) as Record<string, unknown>) : undefined;
      answer(method, url, req.headers, raw, body, res).then(
        (sent) =>
          requests.push({
            method,
            path: url.pathname,
            query: Object.fromEntries(url.searchParams),
            headers: req.headers,
            body,
            answer: sent,
          }),
        (e: unknown) => res.writeHead(500).end(String(e)),
      );
    });
  });
  // The SDK keeps its HTTP/2 sessions open; closing the server must end them.
  const sessions = new Set<Http2Session>();
  server.on("session", (session: Http2Session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region,
    credentials,
    requests,
    msPerCharacter,
    fail: (fault) => faults.push(fault),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        for (const session of sessions) session.destroy();
      }),
  };
};
