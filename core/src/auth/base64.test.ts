import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { base64ToBytes, base64UrlToBytes, bytesToBase64 } from "./base64";

describe("base64", () => {
  it("round-trips any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array(), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
      }),
    );
  });

  it("reads base64url of any bytes, padded or not", () => {
    fc.assert(
      fc.property(fc.uint8Array(), fc.boolean(), (bytes, padded) => {
        const url = bytesToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_");
        expect(base64UrlToBytes(padded ? url : url.replace(/=+$/, ""))).toEqual(bytes);
      }),
    );
  });

  it.each([["ab+c"], ["ab/c"], ["ab c"], ["abcde"], ["é"]])("rejects %j as base64url", (text) => {
    expect(() => base64UrlToBytes(text)).toThrow();
  });
});
