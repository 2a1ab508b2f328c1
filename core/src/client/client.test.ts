import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from "vitest";
import { z } from "zod";
import { defineRoute } from "../contract/route";
import { AppError } from "../errors/AppError";
import { type ClientTokens, createClient } from "./createClient";

const item = z.object({ id: z.string(), title: z.string() });
const table = {
  getThing: defineRoute({
    service: "apiV1",
    method: "GET",
    path: "/things/{id}",
    auth: "required",
    summary: "one thing",
    params: z.object({ id: z.string() }),
    query: z.object({ full: z.boolean().optional(), tags: z.array(z.string()).optional() }),
    response: item,
    envelope: "data",
  }),
  listThings: defineRoute({
    service: "apiV2",
    method: "GET",
    path: "/things",
    auth: "optional",
    summary: "all things",
    headers: z.object({ langCode: z.enum(["KO", "EN"]) }),
    response: item,
    envelope: "list",
  }),
  putThing: defineRoute({
    service: "apiV1",
    method: "PUT",
    path: "/things/{id}",
    auth: "required",
    summary: "change a thing",
    params: z.object({ id: z.string() }),
    body: z.object({ title: z.string() }),
    response: item,
    envelope: "data",
  }),
  upload: defineRoute({
    service: "apiV1",
    method: "POST",
    path: "/things/{id}/files",
    auth: "required",
    summary: "upload",
    params: z.object({ id: z.string() }),
    body: z.unknown(),
    bodyKind: "multipart",
    response: z.object({ contentType: z.string(), length: z.number() }),
    envelope: "data",
  }),
  token: defineRoute({
    service: "identityV1",
    method: "POST",
    path: "/token",
    auth: "none",
    summary: "form post",
    body: z.object({ code: z.string() }),
    bodyKind: "form",
    response: z.object({ seen: z.string() }),
    envelope: "data",
  }),
  metadata: defineRoute({
    service: "site",
    method: "GET",
    path: "/metadata.json",
    auth: "none",
    summary: "raw file",
    response: z.record(z.string(), z.unknown()),
    envelope: "raw",
  }),
  echoHeaders: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/echo",
    auth: "required",
    summary: "echo",
    headers: z.object({ "accept-language": z.string().optional() }),
    response: z.record(z.string(), z.string()),
    envelope: "data",
  }),
  fail: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/fail/{status}",
    auth: "none",
    summary: "fails",
    params: z.object({ status: z.string() }),
    response: z.null(),
    envelope: "data",
  }),
  slow: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/slow",
    auth: "none",
    summary: "slow",
    response: z.null(),
    envelope: "data",
  }),
  wrongShape: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/wrong",
    auth: "none",
    summary: "bad",
    response: item,
    envelope: "data",
  }),
};

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

const send = (res: ServerResponse, status: number, body: unknown, type = "application/json") => {
  res.writeHead(status, { "content-type": type });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const body = await readBody(req);
    const p = url.pathname;
    if (p === "/api/v1/things/t1" && req.method === "GET") {
      return send(res, 200, {
        code: 0,
        data: {
          id: "t1",
          title: `full=${url.searchParams.get("full")} tags=${url.searchParams.getAll("tags").join(",")}`,
        },
      });
    }
    if (p === "/api/v1/things/t%2F1" && req.method === "GET")
      return send(res, 200, { code: 0, data: { id: "t/1", title: "encoded" } });
    if (p === "/api/v1/things/t1" && req.method === "PUT") {
      const parsed = JSON.parse(body.toString()) as { title: string };
      return send(res, 200, {
        code: 0,
        data: { id: "t1", title: `${req.headers["content-type"]}|${parsed.title}` },
      });
    }
    if (p === "/api/v2/things") {
      return send(res, 200, {
        code: 0,
        list: [
          { id: "a", title: String(req.headers.langcode) },
          { id: "b", title: "B" },
        ],
        total: 7,
      });
    }
    if (p === "/api/v1/things/t1/files") {
      return send(res, 200, {
        code: 0,
        data: { contentType: String(req.headers["content-type"]), length: body.length },
      });
    }
    if (p === "/identity/v1/token")
      return send(res, 200, {
        code: 0,
        data: { seen: `${req.headers["content-type"]}|${body.toString()}` },
      });
    if (p === "/metadata.json") return send(res, 200, { "/": { ko: { title: "Orbis" } } });
    if (p === "/elsewhere/v1/things/t1")
      return send(res, 200, { code: 0, data: { id: "t1", title: "elsewhere" } });
    if (p === "/api/v3/echo") {
      const h: Record<string, string> = {};
      for (const k of ["accept-language", "x-user-auth-token"])
        if (req.headers[k]) h[k] = String(req.headers[k]);
      return send(res, 200, { code: 0, data: h });
    }
    if (p === "/api/v3/fail/403") return send(res, 403, { code: 20004, message: "Storage full" });
    if (p === "/api/v3/fail/403-dup") return send(res, 403, { code: 50002, message: "" });
    if (p === "/api/v3/fail/404") return send(res, 404, { message: "no such thing" });
    if (p === "/api/v3/fail/500") return send(res, 500, "<html>oops</html>", "text/html");
    if (p === "/api/v3/fail/200") return send(res, 200, { code: 50001, message: "restricted" });
    if (p === "/api/v3/slow")
      return void setTimeout(() => send(res, 200, { code: 0, data: null }), 400);
    if (p === "/api/v3/wrong") return send(res, 200, { code: 0, data: { id: 5 } });
    send(res, 404, { code: 10404, message: "not found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const jwt = (exp: number) => {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${enc({ alg: "HS256", typ: "JWT" })}.${enc({ sub: "u1", exp })}.sig`;
};
const NOW = 1_800_000_000_000;
const nowS = NOW / 1000;

const client = (extra: Partial<Parameters<typeof createClient>[1]> = {}) =>
  createClient(table, { origin, fetch: globalThis.fetch, now: () => NOW, ...extra });

describe("createClient against a real HTTP server", () => {
  it("fills path params, sends the query and unwraps data", async () => {
    const c = client();
    await expect(
      c.getThing({ params: { id: "t1" }, query: { full: true, tags: ["a", "b"] } }),
    ).resolves.toEqual({
      id: "t1",
      title: "full=true tags=a,b",
    });
    await expect(c.getThing({ params: { id: "t/1" } })).resolves.toMatchObject({
      title: "encoded",
    });
  });

  it("unwraps list envelopes into list and total and sends route headers", async () => {
    const result = await client().listThings({ headers: { langCode: "EN" } });
    expect(result).toEqual({
      list: [
        { id: "a", title: "EN" },
        { id: "b", title: "B" },
      ],
      total: 7,
    });
  });

  it("sends JSON, multipart and form bodies", async () => {
    const c = client();
    await expect(
      c.putThing({ params: { id: "t1" }, body: { title: "New" } }),
    ).resolves.toMatchObject({
      title: "application/json|New",
    });
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(1000)]), "pano.jpg");
    const up = await c.upload({ params: { id: "t1" }, body: form });
    expect(up.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(up.length).toBeGreaterThan(1000);
    await expect(c.token({ body: { code: "a b" } })).resolves.toEqual({
      seen: "application/x-www-form-urlencoded;charset=UTF-8|code=a+b",
    });
  });

  it("rejects a multipart call whose body is not FormData, before sending anything", async () => {
    const fetchSpy = vi.fn(globalThis.fetch);
    const c = client({ fetch: fetchSpy });
    // @ts-expect-error: the type demands FormData
    await expect(c.upload({ params: { id: "t1" }, body: { file: "x" } })).rejects.toMatchObject({
      code: 10400,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("reads raw files and honours per-service base URLs", async () => {
    await expect(client().metadata()).resolves.toEqual({ "/": { ko: { title: "Orbis" } } });
    const c = client({ serviceUrls: { apiV1: `${origin}/elsewhere/v1` } });
    await expect(c.getThing({ params: { id: "t1" } })).resolves.toMatchObject({
      title: "elsewhere",
    });
  });

  it("sends Accept-Language, ko by default, and follows setLanguage", async () => {
    const c = client();
    expect(await c.echoHeaders()).toEqual({ "accept-language": "ko" });
    c.setLanguage("vi");
    expect(await c.echoHeaders()).toEqual({ "accept-language": "vi" });
  });

  it("lets a call's own Accept-Language replace the client's, whatever its case", async () => {
    const c = client();
    expect(await c.echoHeaders({ headers: { "accept-language": "en" } })).toEqual({
      "accept-language": "en",
    });
  });
});

describe("the auth interceptor", () => {
  const valid: ClientTokens = { accessToken: jwt(nowS + 60), refreshToken: jwt(nowS + 3600) };

  it.each([
    ["a valid access token", valid, true],
    [
      "an expired access token with a valid refresh token",
      { accessToken: jwt(nowS - 1), refreshToken: jwt(nowS + 3600) },
      false,
    ],
    ["both tokens expired", { accessToken: jwt(nowS - 10), refreshToken: jwt(nowS - 5) }, false],
    ["an undecodable token", { accessToken: "garbage", refreshToken: "garbage" }, false],
    ["no tokens", null, false],
  ] as const)("with %s attaches the header: %s", async (_label, tokens, attached) => {
    const c = client();
    c.useTokens(() => tokens);
    const headers = await c.echoHeaders();
    expect("x-user-auth-token" in headers).toBe(attached);
    if (attached) expect(headers["x-user-auth-token"]).toBe(valid.accessToken);
  });

  it("stops attaching after the interceptor is removed (sign-out)", async () => {
    const c = client();
    const eject = c.useTokens(() => valid);
    expect(await c.echoHeaders()).toHaveProperty("x-user-auth-token");
    eject();
    expect(await c.echoHeaders()).not.toHaveProperty("x-user-auth-token");
  });

  it("a stale eject does not remove a newer interceptor", async () => {
    const c = client();
    const first = c.useTokens(() => valid);
    c.useTokens(() => valid);
    first();
    expect(await c.echoHeaders()).toHaveProperty("x-user-auth-token");
  });

  it("never sends the token to routes that take no auth", async () => {
    const seen: Headers[] = [];
    const c = client({
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers));
        return globalThis.fetch(input, init);
      },
    });
    c.useTokens(() => valid);
    await c.metadata();
    expect(seen[0]?.has("x-user-auth-token")).toBe(false);
  });
});

describe("failures become AppErrors with catalogue codes", () => {
  it.each([
    ["403", 20004, "Storage full"],
    ["403-dup", 50002, "You were signed out because this account signed in elsewhere"],
    ["404", 10404, "The requested resource does not exist or has been deleted"],
    ["500", 10500, "An error occurred. Please try again later"],
    ["200", 50001, "restricted"],
  ])("GET /fail/%s → %i", async (status, code, message) => {
    const onError = vi.fn();
    const error = await client({ onError })
      .fail({ params: { status } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code, message });
    expect(onError).toHaveBeenCalledWith(error, "fail");
  });

  it("reports an answer that breaks the contract as 90003", async () => {
    await expect(client().wrongShape()).rejects.toMatchObject({
      code: 90003,
      details: { route: "wrongShape" },
    });
  });

  it("times out with 90002", async () => {
    await expect(client({ timeoutMs: 50 }).slow()).rejects.toMatchObject({ code: 90002 });
  });

  it("times out with 90002 even when the caller passes a signal", async () => {
    const signal = new AbortController().signal;
    await expect(client({ timeoutMs: 50 }).slow(undefined, { signal })).rejects.toMatchObject({
      code: 90002,
    });
  });

  it("lets one call have its own deadline", async () => {
    const c = client({ timeoutMs: 50 });
    await expect(c.slow(undefined, { timeoutMs: 5000 })).resolves.toBeNull();
    await expect(client().slow(undefined, { timeoutMs: 50 })).rejects.toMatchObject({
      code: 90002,
    });
  });

  it("hands an upload's progress callback to the transport, and only when given", async () => {
    const seen: unknown[] = [];
    const spy: typeof globalThis.fetch = (input, init) => {
      seen.push((init as { onUploadProgress?: unknown } | undefined)?.onUploadProgress);
      return globalThis.fetch(input, init);
    };
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(10)]), "pano.jpg");
    const onUploadProgress = vi.fn();
    await client({ fetch: spy }).upload({ params: { id: "t1" }, body: form }, { onUploadProgress });
    await client({ fetch: spy }).getThing({ params: { id: "t1" } });
    expect(seen).toEqual([onUploadProgress, undefined]);
  });

  it("passes the caller's own abort through", async () => {
    const controller = new AbortController();
    const pending = client().slow(undefined, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(AppError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("reports an unreachable server as 90001", async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(client({ origin: `http://127.0.0.1:${port}` }).metadata()).rejects.toMatchObject({
      code: 90001,
    });
  });
});

describe("types", () => {
  it("types inputs and outputs from the table", () => {
    const c = client();
    expectTypeOf(c.getThing).parameter(0).toMatchTypeOf<{ params: { id: string } }>();
    expectTypeOf(c.listThings).returns.resolves.toEqualTypeOf<{
      readonly list: { id: string; title: string }[];
      readonly total: number;
    }>();
    // @ts-expect-error: params are required
    void (() => c.getThing({}));
    // @ts-expect-error: the langCode header is required
    void (() => c.listThings());
  });
});
