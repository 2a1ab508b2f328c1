import { describe, expect, it } from "vitest";
import { startCallbackServer } from "./callbackServer";

const withQuery = (base: string, fields: Record<string, string>) => {
  const url = new URL(base);
  url.search = new URLSearchParams(fields).toString();
  return url;
};

describe("the one-time callback", () => {
  it("listens on 127.0.0.1, refuses other paths and a wrong state, takes the first right one", async () => {
    const cb = await startCallbackServer("s3cret", 10_000);
    expect(cb.callbackUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect((await fetch(new URL("/other", cb.callbackUrl))).status).toBe(404);
    expect((await fetch(withQuery(cb.callbackUrl, { state: "x", accessToken: "a" }))).status).toBe(
      400,
    );
    const ok = await fetch(
      withQuery(cb.callbackUrl, { state: "s3cret", accessToken: "a", refreshToken: "r" }),
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    await expect(cb.result).resolves.toEqual({ accessToken: "a", refreshToken: "r" });
    await expect(fetch(cb.callbackUrl)).rejects.toThrow();
  });

  it("reads a posted form, and a refresh token is optional", async () => {
    const cb = await startCallbackServer("st", 10_000);
    await fetch(cb.callbackUrl, {
      method: "POST",
      body: new URLSearchParams({ state: "st", accessToken: "a" }),
    });
    await expect(cb.result).resolves.toEqual({ accessToken: "a", refreshToken: null });
  });

  it("fails on an error from the console, on a missing token, and at the deadline", async () => {
    const cancelled = await startCallbackServer("st", 10_000);
    await fetch(withQuery(cancelled.callbackUrl, { state: "st", error: "access_denied" }));
    await expect(cancelled.result).rejects.toMatchObject({
      code: 10401,
      message: expect.stringContaining("access_denied"),
    });
    const empty = await startCallbackServer("st", 10_000);
    await fetch(withQuery(empty.callbackUrl, { state: "st" }));
    await expect(empty.result).rejects.toMatchObject({
      message: expect.stringContaining("no token"),
    });
    const late = await startCallbackServer("st", 50);
    await expect(late.result).rejects.toMatchObject({ code: 10401, exit: 3 });
  });
});
