import { describe, expect, it } from "vitest";
import { chooseCoding } from "./contentCoding";

describe("chooseCoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["gzip;q=0.5, br;q=0.5", "br"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", null],
    ["gzip;q=0, br;q=0", null],
    ["deflate", null],
    ["", null],
    [undefined, null],
    ["GZIP", "gzip"],
    ["br;q=abc", null],
  ])("%j → %s", (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});
