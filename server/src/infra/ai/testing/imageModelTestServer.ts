import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { splitPicture } from "./panoramaPixels";

/*
 * The two image model APIs Orbis speaks, on a random local port, since no model can be reached
 * from tests: OpenAI's `POST /v1/images/generations` and the Stable Diffusion web UI's
 * `POST /sdapi/v1/txt2img`, each answering in its documented shapes (images as base64 or, for
 * OpenAI, a link; errors as `{ error: { message, type, code } }` and as the web UI's `detail`).
 * The pictures are flat halves (red left, blue right): a panorama with the hardest seam there
 * is, which finishing must hide. Faults queued by a test come before any other answer.
 */

/** A request as the server received it. */
export interface RecordedModelRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Record<string, unknown>;
}

/** An answer to give the next requests instead of the real one. */
export interface ModelFault {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** How many requests get it; 1 when absent. */
  readonly times?: number;
  /** Waits this long before answering (a model that takes too long). */
  readonly delayMs?: number;
}

/** A running test server. */
export interface ImageModelTestServer {
  readonly url: string;
  /** The OpenAI key it accepts. */
  readonly apiKey: string;
  /** The web UI's `--api-auth` it accepts. */
  readonly webUiAuth: string;
  readonly requests: RecordedModelRequest[];
  /** Answers the next requests with `fault`. */
  fail(fault: ModelFault): void;
  /** Makes OpenAI answer links to the image instead of base64. */
  answerWithLinks(on: boolean): void;
  /** Makes OpenAI answer this base64 as the image (for answers that are not images). */
  answerWithBase64(b64: string | undefined): void;
  close(): Promise<void>;
}

const OPENAI_SIZES = ["1024x1024", "1536x1024", "1024x1536", "1792x1024", "1024x1792", "auto"];

const openAiError = (message: string, code: string, param: string | null = null) => ({
  error: { message, type: "invalid_request_error", param, code },
});

/** Starts the test server on a free port. */
export const startImageModelTestServer = async (): Promise<ImageModelTestServer> => {
  const apiKey = `sk-test-${randomUUID()}`;
  const webUiAuth = "orbis:web-ui-secret";
  const requests: RecordedModelRequest[] = [];
  const faults: ModelFault[] = [];
  const files = new Map<string, Buffer>();
  let links = false;
  let forcedBase64: string | undefined;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(body));
      };
      const path = req.url ?? "/";
      if (req.method === "GET" && path.startsWith("/files/")) {
        const file = files.get(path.slice("/files/".length));
        if (file === undefined) return send(404, { error: "no such file" });
        res.writeHead(200, { "content-type": "image/png" });
        return res.end(file);
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString() || "{}") as Record<string, unknown>;
      } catch {
        return send(
          400,
          openAiError("We could not parse the JSON body of your request.", "invalid_json"),
        );
      }
      requests.push({ path, headers: req.headers, body });
      const fault = faults[0];
      if (fault !== undefined) {
        const left = (fault.times ?? 1) - 1;
        if (left <= 0) faults.shift();
        else faults[0] = { ...fault, times: left };
        if (fault.delayMs !== undefined) await new Promise((r) => setTimeout(r, fault.delayMs));
        if (!res.destroyed) send(fault.status, fault.body, fault.headers);
        return;
      }
      if (req.method === "POST" && path === "/v1/images/generations") {
        if (req.headers.authorization !== `Bearer ${apiKey}`)
          return send(
            401,
            openAiError(
              "Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.",
              "invalid_api_key",
            ),
          );
        if (typeof body.prompt !== "string" || body.prompt === "")
          return send(
            400,
            openAiError(
              "Missing required parameter: 'prompt'.",
              "missing_required_parameter",
              "prompt",
            ),
          );
        if (body.prompt.includes("forbidden"))
          return send(
            400,
            openAiError(
              "Your request was rejected as a result of our safety system.",
              "content_policy_violation",
            ),
          );
        const size = String(body.size ?? "1024x1024");
        if (!OPENAI_SIZES.includes(size))
          return send(
            400,
            openAiError(
              `Invalid value: '${size}'. Supported values are: ${OPENAI_SIZES.join(", ")}.`,
              "invalid_value",
              "size",
            ),
          );
        const [w, h] = size === "auto" ? [1536, 1024] : size.split("x").map(Number);
        const png = await splitPicture(w as number, h as number);
        const created = Math.floor(Date.now() / 1000);
        if (links) {
          const id = `${randomUUID()}.png`;
          files.set(id, png);
          const { port } = server.address() as AddressInfo;
          return send(200, { created, data: [{ url: `http://127.0.0.1:${port}/files/${id}` }] });
        }
        return send(200, {
          created,
          data: [{ b64_json: forcedBase64 ?? png.toString("base64"), revised_prompt: body.prompt }],
        });
      }
      if (req.method === "POST" && path === "/sdapi/v1/txt2img") {
        const expected = `Basic ${Buffer.from(webUiAuth).toString("base64")}`;
        if (req.headers.authorization !== undefined && req.headers.authorization !== expected)
          return send(401, { detail: "Incorrect credentials" });
        const problems = (["width", "height"] as const)
          .filter((k) => !Number.isInteger(body[k]) || (body[k] as number) % 8 !== 0)
          .map((k) => ({
            loc: ["body", k],
            msg: "value is not a multiple of 8",
            type: "value_error",
          }));
        if (problems.length > 0) return send(422, { detail: problems });
        const png = await splitPicture(body.width as number, body.height as number);
        return send(200, {
          images: [png.toString("base64")],
          parameters: body,
          info: JSON.stringify({ seed: body.seed, width: body.width, height: body.height }),
        });
      }
      send(404, { detail: "Not Found" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    webUiAuth,
    requests,
    fail: (fault) => faults.push(fault),
    answerWithLinks: (on) => {
      links = on;
    },
    answerWithBase64: (b64) => {
      forcedBase64 = b64;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
