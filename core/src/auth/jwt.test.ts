import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeJwt, isPastExpiry } from "./jwt";
import { fakeJwt, jwtExpiringAt } from "./testing/fakeJwt";

/** base64url of a Latin-1 string, unpadded. */
const seg = (binary: string) =>
  btoa(binary).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

describe("decodeJwt", () => {
  it.each([
    ["an empty string", "", "malformed"],
    ["two segments", "a.b", "malformed"],
    ["four segments", "a.b.c.d", "malformed"],
    ["an empty payload segment", "a..c", "malformed"],
    ["a payload with '+' (not base64url)", "a.ab+c.c", "encoding"],
    ["a payload with whitespace", "a.ab c.c", "encoding"],
    ["a payload of impossible length", "a.abcde.c", "encoding"],
    ["a payload that is not UTF-8", `a.${seg("\xff\xfe")}.c`, "encoding"],
    ["a payload that is not JSON", `a.${seg("not json")}.c`, "json"],
    ["a JSON null payload", `a.${seg("null")}.c`, "json"],
    ["a JSON array payload", fakeJwt([1, 2]), "json"],
    ["a JSON string payload", fakeJwt("exp"), "json"],
    ["a payload without exp", fakeJwt({ sub: "x" }), "noExpiry"],
    ["a string exp", fakeJwt({ exp: "1700000000" }), "noExpiry"],
    ["a null exp", fakeJwt({ exp: null }), "noExpiry"],
  ])("fails on %s", (_, token, reason) => {
    expect(decodeJwt(token)).toEqual({ ok: false, reason });
  });

  it.each([
    ["an unpadded payload", jwtExpiringAt(1_700_000_000)],
    ["a padded payload", `h.${btoa('{"exp": 1700000000}')}.s`],
    ["an empty signature (alg none)", `h.${seg('{"exp":1700000000}')}.`],
  ])("reads exp from %s", (_, token) => {
    const result = decodeJwt(token);
    expect(result.ok && result.payload.exp).toBe(1_700_000_000);
  });

  it("keeps other claims and reads base64url characters '-' and '_' and UTF-8", () => {
    // "??>" encodes to "Pz8-" and "???" to "Pz8_": both base64url-only characters appear.
    const token = jwtExpiringAt(42, { name: "??>???", nick: "지도 ✓" });
    expect(token.split(".")[1]).toMatch(/[-_]/);
    expect(decodeJwt(token)).toEqual({
      ok: true,
      payload: { sub: "user-1", name: "??>???", nick: "지도 ✓", exp: 42 },
    });
  });

  it("never throws, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(typeof decodeJwt(text).ok).toBe("boolean");
      }),
    );
  });

  it("reads back the exp of any token it is given", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.string(), (exp, sub) => {
        const result = decodeJwt(jwtExpiringAt(exp, { sub }));
        expect(result.ok && result.payload.exp).toBe(exp);
      }),
    );
  });
});

describe("isPastExpiry (exp in seconds, clock in ms; the exp millisecond itself is past)", () => {
  const exp = 1_700_000_000;
  it.each([
    [exp * 1000 - 1000, false],
    [exp * 1000 - 1, false],
    [exp * 1000, true],
    [exp * 1000 + 1, true],
    [exp * 1000 + 1000, true],
  ])("at %i ms → %s", (nowMs, past) => {
    expect(isPastExpiry(exp, nowMs)).toBe(past);
  });
});
