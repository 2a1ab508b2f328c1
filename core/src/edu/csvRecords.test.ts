import { describe, expect, it } from "vitest";
import { csvDelimiterOf, csvRecords } from "./csvRecords";

describe("CSV records", () => {
  it("splits cells and records at CRLF, LF and a lone CR", () => {
    expect(csvRecords("a,b\r\nc,d\ne\rf")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["c", "d"] },
      { line: 3, cells: ["e"] },
      { line: 4, cells: ["f"] },
    ]);
  });

  it("reads quoted cells with delimiters, doubled quotes and line breaks", () => {
    expect(csvRecords('"Kim, Minji",3\r\n"Lee ""MJ"" Minjun",4\n"two\r\nlines",5\nnext')).toEqual([
      { line: 1, cells: ["Kim, Minji", "3"] },
      { line: 2, cells: ['Lee "MJ" Minjun', "4"] },
      { line: 3, cells: ["two\r\nlines", "5"] },
      { line: 5, cells: ["next"] },
    ]);
  });

  it("keeps blank lines as records with one empty cell and adds none for a final line break", () => {
    expect(csvRecords("a\n\nb\n")).toEqual([
      { line: 1, cells: ["a"] },
      { line: 2, cells: [""] },
      { line: 3, cells: ["b"] },
    ]);
    expect(csvRecords("")).toEqual([]);
  });

  it("never refuses a text: stray and unclosed quotes are read as well as they can be", () => {
    expect(csvRecords('Kim "MJ" Minji\n  "padded",x\n"open\nend')).toEqual([
      { line: 1, cells: ['Kim "MJ" Minji'] },
      { line: 2, cells: ["padded", "x"] },
      { line: 3, cells: ["open\nend"] },
    ]);
  });

  it("reads tab- and semicolon-separated texts", () => {
    expect(csvRecords("김민지\t3\n이서연\t4", "\t").map((r) => r.cells[0])).toEqual([
      "김민지",
      "이서연",
    ]);
    expect(csvRecords('"Nguyễn; Văn A";1', ";")[0]?.cells).toEqual(["Nguyễn; Văn A", "1"]);
  });

  it.each([
    ["김민지\t3학년\n이서연\t4학년", "\t"],
    ["\n\nTên;Lớp\nAn;3", ";"],
    ["name,grade\nKim,3", ","],
    ["김민지\n이서연", ","],
  ])("finds the delimiter of %j", (text, delimiter) => {
    expect(csvDelimiterOf(text)).toBe(delimiter);
  });
});
