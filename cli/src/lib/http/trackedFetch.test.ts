import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../session/api";
import { trackedTransport } from "./trackedFetch";

/* The transport under core's typed client, against a real HTTP server on 127.0.0.1. */

let server: Server;
let origin: string;
const received: { type: string; chunked: boolean; file: Buffer | null }[] = [];

const readAll = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    if (req.url?.includes("/stall/")) return req.pause(); // never reads: the client's body stops
    const type = String(req.headers["content-type"]);
    const body = await readAll(req);
    const form = await new Response(body, { headers: { "content-type": type } }).formData();
    const file = form.get("files");
    received.push({
      type,
      chunked: req.headers["transfer-encoding"] === "chunked",
      file: file instanceof Blob ? Buffer.from(await file.arrayBuffer()) : null,
    });
    res.writeHead(200, { "content-type": "application/json" });
    const data = [
      {
        fileName: "p.jpg",
        kind: "panorama",
        path: "scenes/p.jpg",
        bytes: body.length,
        sceneId: "s1",
      },
    ];
    res.end(JSON.stringify({ code: 0, data }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

const formOf = (bytes: Buffer) => {
  const form = new FormData();
  form.append("files", new Blob([bytes]), "p.jpg");
  return form;
};

describe("trackedTransport", () => {
  it("streams a tracked multipart body through a byte counter, intact", async () => {
    const transport = trackedTransport();
    const api = createApi(origin, { fetch: transport.fetch });
    api.useTokens(() => ({ accessToken: "t" }));
    const payload = Buffer.alloc(3 * 1024 * 1024, 7);
    const seen: number[] = [];
    const form = formOf(payload);
    transport.track(form, (sent) => seen.push(sent));
    const stored = await api.uploadTourFiles({ params: { id: "t1" }, body: form });
    expect(stored[0]?.sceneId).toBe("s1");
    const last = received.at(-1);
    expect(last?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(last?.chunked).toBe(true);
    expect(last?.file?.equals(payload)).toBe(true);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBeGreaterThan(payload.length);
  });

  it("leaves untracked requests as they are", async () => {
    const transport = trackedTransport();
    const api = createApi(origin, { fetch: transport.fetch });
    await api.uploadTourFiles({ params: { id: "t1" }, body: formOf(Buffer.from("abc")) });
    expect(received.at(-1)?.chunked).toBe(false);
  });

  it("gives up a body that stops moving: a timeout (90002) the uploader retries", async () => {
    const transport = trackedTransport(globalThis.fetch, 300);
    const api = createApi(origin, { fetch: transport.fetch });
    const form = formOf(Buffer.alloc(64 * 1024 * 1024));
    transport.track(form, () => undefined);
    await expect(
      api.uploadTourFiles({ params: { id: "stall" }, body: form }),
    ).rejects.toMatchObject({
      code: 90002,
    });
  });
});
