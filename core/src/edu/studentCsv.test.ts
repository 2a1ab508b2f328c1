import { describe, expect, it } from "vitest";
import { csvRecords } from "./csvRecords";
import { csvCell, csvText, type StudentCsvHeadings, studentListCsv } from "./studentCsv";
import { studentNamesFromText } from "./studentNames";

const HEADINGS: StudentCsvHeadings = {
  userAlias: "이름",
  loginId: "아이디",
  password: "임시 비밀번호",
  licenceExpiresAt: "라이선스 만료일",
  lastLoginAt: "마지막 로그인",
};

const MINJI = {
  userAlias: "김민지",
  loginId: "st-k7q2zp",
  licenceExpiresAt: "2025-03-30T15:00:00.000Z",
  lastLoginAt: null,
};

describe("CSV cells", () => {
  it.each([
    ["김민지", "김민지"],
    ["Kim, Minji", '"Kim, Minji"'],
    ['Lee "MJ" Minjun', '"Lee ""MJ"" Minjun"'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ["+82 10", "'+82 10"],
    ["-1+2", "'-1+2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ["Min=ji", "Min=ji"],
    [-3, "-3"],
    [null, ""],
  ] as const)("writes %j as %j", (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it("starts with a BOM, so spreadsheets read UTF-8, and ends every record with CRLF", () => {
    const text = csvText([["이름"], ["김민지"]]);
    expect(text).toBe("\uFEFF이름\r\n김민지\r\n");
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(Uint8Array.from([0xef, 0xbb, 0xbf]));
  });
});

describe("student list file", () => {
  it("lists alias, login id and dates in the school's time zone", () => {
    const csv = studentListCsv(
      [MINJI, { ...MINJI, userAlias: 'Kim, "MJ"', lastLoginAt: MINJI.licenceExpiresAt }],
      HEADINGS,
      "Asia/Seoul",
    );
    expect(csv).toBe(
      "\uFEFF이름,아이디,라이선스 만료일,마지막 로그인\r\n" +
        "김민지,st-k7q2zp,2025-03-31,\r\n" +
        '"Kim, ""MJ""",st-k7q2zp,2025-03-31,2025-03-31\r\n',
    );
    expect(studentListCsv([MINJI], HEADINGS)).toContain("2025-03-30");
  });

  it("adds the password column only for fresh credentials", () => {
    const csv = studentListCsv(
      [{ ...MINJI, licenceExpiresAt: null, password: "a2b3c4d5e6" }],
      HEADINGS,
    );
    expect(csv).toBe(
      "\uFEFF이름,아이디,임시 비밀번호,라이선스 만료일,마지막 로그인\r\n김민지,st-k7q2zp,a2b3c4d5e6,,\r\n",
    );
  });

  it("reads back as the same names, as a spreadsheet or the import would read it", () => {
    const aliases = ["김민지", "Kim, Minji", 'Lee "MJ"', "two\nlines"];
    const csv = studentListCsv(
      aliases.map((userAlias) => ({ ...MINJI, userAlias })),
      HEADINGS,
    );
    expect(csvRecords(csv.slice(1)).map((r) => r.cells[0])).toEqual([
      HEADINGS.userAlias,
      ...aliases,
    ]);
    expect(studentNamesFromText(csv).map((r) => r.name)).toEqual(aliases);
  });
});
