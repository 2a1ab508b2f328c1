import { describe, expect, it } from "vitest";
import { csvField, csvRecords } from "./csv";

describe("CSV fields", () => {
  it.each([
    ["plain", "text", "plain"],
    ["a,b", "text", '"a,b"'],
    ['say "hi"', "text", '"say ""hi"""'],
    ["two\nlines", "text", '"two\nlines"'],
    ["=HYPERLINK(1)", "text", "'=HYPERLINK(1)"],
    ["-5", "text", "'-5"],
    ["-5", "value", "-5"],
    ['=1,"2"', "text", `"'=1,""2"""`],
    [null, "text", ""],
  ] as const)("writes %j as %s: %s", (content, kind, written) => {
    expect(csvField(content, kind)).toBe(written);
  });

  it("ends every record with CRLF, with a BOM only when asked", () => {
    expect(csvRecords([["a", "b"], ["c"]], false)).toBe("a,b\r\nc\r\n");
    expect(csvRecords([["이름"]], true)).toBe("\uFEFF이름\r\n");
  });
});
