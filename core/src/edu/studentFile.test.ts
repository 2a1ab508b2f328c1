import { describe, expect, it } from "vitest";
import { type LegacyDecoder, readStudentFile, type StudentFileProblem } from "./studentFile";

const utf8 = (text: string) => new TextEncoder().encode(text);
const bytes = (...values: number[]) => Uint8Array.from(values);

/** The browser's EUC-KR decoder, as the console passes it (Node has it too, with full ICU). */
const eucKr: LegacyDecoder = (input) => {
  try {
    return new TextDecoder("euc-kr", { fatal: true }).decode(input);
  } catch {
    return null;
  }
};

// 김민지 and 이름 in EUC-KR.
const MINJI_EUC_KR = [0xb1, 0xe8, 0xb9, 0xce, 0xc1, 0xf6];
const NAME_EUC_KR = [0xc0, 0xcc, 0xb8, 0xa7];
// The first bytes of a PNG picture and of a ZIP (an .xlsx workbook).
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48];
const ZIP = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00];

describe("reading an uploaded class file", () => {
  it.each<[string, Uint8Array, StudentFileProblem]>([
    ["no bytes", bytes(), "empty"],
    ["a BOM alone", utf8("\uFEFF"), "empty"],
    ["blank lines and empty rows", utf8("\r\n  \r\n,,\r\n"), "empty"],
    ["a PNG picture renamed .csv", bytes(...PNG), "binary"],
    ["an .xlsx workbook renamed .csv", bytes(...ZIP), "binary"],
    ["text with a NUL inside", utf8("김민지\u0000\n이서연"), "binary"],
    ["Latin-1 text", bytes(0x4a, 0x6f, 0x73, 0xe9, 0x0a), "encoding"],
    ["a heading alone", utf8("이름\r\n"), "headerOnly"],
    ["a BOM and a heading alone, several columns", utf8("\uFEFF이름,학년\r\n,\r\n"), "headerOnly"],
    ["an English heading alone", utf8("Name"), "headerOnly"],
    ["several columns with no name heading", utf8("번호,학년\n1,3\n2,3"), "noNameColumn"],
    ["names and grades without a heading", utf8("김민지,3\n이서연,3"), "noNameColumn"],
    ["names only in the second column", utf8(",김민지\n,이서연"), "noNameColumn"],
  ])("refuses %s as %s", (_what, file, problem) => {
    expect(readStudentFile(file, eucKr)).toEqual({ text: null, problem });
  });

  it("reads UTF-8 with a BOM and CRLF, keeping the BOM for the name reader", () => {
    expect(readStudentFile(utf8("\uFEFF이름,학년\r\n김민지,3\r\n"), eucKr)).toEqual({
      text: "\uFEFF이름,학년\r\n김민지,3\r\n",
      problem: null,
    });
  });

  it("reads one column of names without a heading, and a DOS end-of-file mark", () => {
    const file = new Uint8Array([...utf8("김민지\r\n이서연\r\n"), 0x1a]);
    expect(readStudentFile(file).problem).toBeNull();
  });

  it("refuses EUC-KR when the caller reads no legacy encoding", () => {
    expect(readStudentFile(bytes(...MINJI_EUC_KR))).toEqual({ text: null, problem: "encoding" });
  });

  it("reads EUC-KR (Excel's Korean CSV) through the legacy decoder", () => {
    const file = bytes(...NAME_EUC_KR, 0x0d, 0x0a, ...MINJI_EUC_KR, 0x0d, 0x0a);
    expect(readStudentFile(file, eucKr)).toEqual({ text: "이름\r\n김민지\r\n", problem: null });
  });

  it("reads UTF-16 with its BOM (Excel's Unicode text), whose NUL bytes are no sign of binary", () => {
    const units = [0xfeff, ..."이름\t학년\r\n김민지\t3".split("").map((c) => c.charCodeAt(0))];
    const file = new Uint8Array(new Uint16Array(units).buffer);
    expect(readStudentFile(file)).toEqual({ text: "이름\t학년\r\n김민지\t3", problem: null });
  });

  it("reads a file whose names' column is headed, wherever it is", () => {
    expect(readStudentFile(utf8("번호,이름\n1,김민지")).problem).toBeNull();
  });
});
