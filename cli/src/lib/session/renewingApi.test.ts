import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "./api";
import { renewingApi } from "./renewingApi";
import type { TokenSource } from "./tokenSource";

/* The session wrapper over core's typed client, against a real HTTP server. */

/** A JWT core's client will send (it checks `exp`, not the signature). */
const jwt = (tag: string) => {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${enc({ alg: "HS256" })}.${enc({ tag, exp: Date.now() / 1000 + 3600 })}.sig`;
};
const tagOf = (token: string) =>
  token
    ? (
        JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as {
          tag: string;
        }
      ).tag
    : "";

let server: Server;
let origin: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const token = tagOf(String(req.headers["x-user-auth-token"] ?? ""));
    seen.push(`${req.url} ${token}`);
    res.setHeader("content-type", "application/json");
    if (req.url === "/identity/v1/users/me" && token !== "good") {
      res.statusCode = 401;
      return res.end(JSON.stringify({ code: 10401, message: "Please login" }));
    }
    res.end(JSON.stringify({ code: 0, data: { code: 0, seen: token } }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const source = (initial: string, canRenew: boolean) => {
  let token = jwt(initial);
  const calls = { fresh: 0, renewed: 0 };
  const s: TokenSource = {
    tokens: () => ({ accessToken: token }),
    ensureFresh: async () => {
      calls.fresh++;
    },
    renewAfterRefusal: async () => {
      if (!canRenew) return false;
      calls.renewed++;
      token = jwt("good");
      return true;
    },
  };
  return { s, calls };
};

describe("renewingApi", () => {
  it("keeps tokens fresh before authenticated calls and retries once after a 10401", async () => {
    const { s, calls } = source("stale", true);
    const api = renewingApi(createApi(origin), s);
    await expect(api.getMe()).rejects.toMatchObject({ code: 90003 }); // the answer is not a user
    expect(calls).toEqual({ fresh: 1, renewed: 1 });
    expect(seen.slice(-2)).toEqual(["/identity/v1/users/me stale", "/identity/v1/users/me good"]);
  });

  it("passes the refusal on when it cannot renew, and leaves routes without auth alone", async () => {
    const { s, calls } = source("stale", false);
    const api = renewingApi(createApi(origin), s);
    await expect(api.getMe()).rejects.toMatchObject({ code: 10401 });
    await api.renewToken({ body: { refreshToken: "r" } }).catch(() => undefined);
    expect(calls.fresh).toBe(1);
    expect(seen.at(-1)).toBe("/identity/v1/users/renew-token ");
  });
});
