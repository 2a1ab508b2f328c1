import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/testApp";
import { MIN_CODED_BYTES } from "./sendText";

/* Text answers of the API are coded for clients that accept it; small ones and files are not. */
describe("coded text answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("codes a large JSON answer in brotli or gzip as accepted, the same JSON once decoded", async () => {
    const plain = await get("/api/docs/json");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(MIN_CODED_BYTES);
    expect(plain.headers.vary).toContain("accept-encoding");
    for (const [accept, coding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
    ] as const) {
      const coded = await get("/api/docs/json", accept);
      expect(coded.headers["content-encoding"], accept).toBe(coding);
      const decode = coding === "br" ? brotliDecompressSync : gunzipSync;
      expect(JSON.parse(decode(coded.rawPayload).toString()), accept).toEqual(plain.json());
      expect(coded.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it("leaves small answers and refused codings alone", async () => {
    const small = await get("/healthz", "br");
    expect(small.rawPayload.length).toBeLessThan(MIN_CODED_BYTES);
    expect(small.headers["content-encoding"]).toBeUndefined();
    const refused = await get("/api/docs/json", "br;q=0, gzip;q=0");
    expect(refused.headers["content-encoding"]).toBeUndefined();
    const error = await get("/api/v1/no-such-call", "gzip");
    expect(error.statusCode).toBe(404);
    expect(error.headers["content-encoding"]).toBeUndefined();
    expect(error.json()).toMatchObject({ code: 10404 });
  });
});
