import { describe, expect, it } from "vitest";
import { USER_ALIAS_MAX_LENGTH } from "../contract/entities/edu";
import {
  normaliseStudentName,
  studentNameKey,
  studentNameProblems,
  studentNamesFromText,
} from "./studentNames";

// 김민지 typed on a Mac arrives as decomposed jamo; on Windows, as precomposed syllables.
const MINJI_NFD = "김민지".normalize("NFD");

const names = (text: string) => studentNamesFromText(text).map(({ name }) => name);

describe("student names from a list", () => {
  it("reads a pasted list of Korean names, one per line, skipping blank lines", () => {
    expect(studentNamesFromText("김민지\n\n  이서연  \r\n   \n박지훈")).toEqual([
      { line: 1, name: "김민지", problem: null },
      { line: 3, name: "이서연", problem: null },
      { line: 5, name: "박지훈", problem: null },
    ]);
  });

  it("reads the first column of a CSV file saved with a BOM and CRLF, after its heading", () => {
    const file = '\uFEFF이름,학년\r\n김민지,3\r\n"Kim, Minji",3\r\n",,",4\r\n,,\r\n';
    expect(studentNamesFromText(file)).toEqual([
      { line: 2, name: "김민지", problem: null },
      { line: 3, name: "Kim, Minji", problem: null },
      { line: 4, name: ",,", problem: null },
    ]);
  });

  it.each(["name", "Name", "NAMES", "alias", "이름", "학생 이름", "Họ và tên", "名前"])(
    "skips a first row headed %j",
    (heading) => {
      expect(names(`${heading}\nAn`)).toEqual(["An"]);
    },
  );

  it("reads the column its first row heads as the names, wherever it is", () => {
    expect(studentNamesFromText("번호,이름,학년\r\n1,김민지,3\r\n2,이서연,3\r\n")).toEqual([
      { line: 2, name: "김민지", problem: null },
      { line: 3, name: "이서연", problem: null },
    ]);
  });

  it("takes a heading-like name as a name anywhere but the first named row", () => {
    expect(names("\n\nAn\nName")).toEqual(["An", "Name"]);
  });

  it("reads tab-separated text pasted from a spreadsheet and semicolon CSV", () => {
    expect(names("김민지\t3학년\n이서연\t4학년")).toEqual(["김민지", "이서연"]);
    expect(names("Tên;Lớp\nNguyễn Văn An;3A")).toEqual(["Nguyễn Văn An"]);
  });

  it("stores names as NFC, so the same Korean name from a Mac and from Windows is one name", () => {
    const rows = studentNamesFromText(`${MINJI_NFD}\n김민지`);
    expect(rows.map((r) => [r.name, r.problem])).toEqual([
      ["김민지", null],
      ["김민지", "duplicate"],
    ]);
    expect(rows[0]?.name).toBe("김민지".normalize("NFC"));
  });

  it("marks names repeated earlier in the list whatever their case and spacing", () => {
    expect(
      studentNamesFromText("Kim Minji\nkim  MINJI\n김민지\nKim Minjun").map((r) => r.problem),
    ).toEqual([null, "duplicate", null, null]);
  });

  it("marks names too long for an alias, counted after NFC", () => {
    const longest = "가".repeat(USER_ALIAS_MAX_LENGTH);
    // Decomposed, 50 syllables are 100 jamo: only the stored, composed form counts.
    expect(studentNamesFromText(longest.normalize("NFD"))[0]?.problem).toBeNull();
    expect(studentNamesFromText(`${longest}가`)[0]).toEqual({
      line: 1,
      name: `${longest}가`,
      problem: "tooLong",
    });
  });

  it("marks names the database cannot hold", () => {
    expect(studentNamesFromText("Kim\u0000Minji\nLee\uD800").map((r) => r.problem)).toEqual([
      "unstorable",
      "unstorable",
    ]);
  });

  it("answers nothing for a text of blank lines, a BOM or a heading only", () => {
    expect(studentNamesFromText("\uFEFF\r\n \r\n")).toEqual([]);
    expect(studentNamesFromText("이름\r\n")).toEqual([]);
  });
});

describe("student name clashes", () => {
  it("accepts distinct names new to the group", () => {
    expect(studentNameProblems(["김민지", "이서연"], ["박지훈"])).toEqual([]);
  });

  it("finds names repeated in the call or held by the group's students", () => {
    expect(
      studentNameProblems(["김민지", MINJI_NFD, "Park", " park ", "Lee"], ["PARK", "Choi"]),
    ).toEqual([
      { index: 1, problem: "duplicate" },
      { index: 2, problem: "taken" },
      { index: 3, problem: "taken" },
    ]);
  });

  it("compares names by their stored form", () => {
    expect(normaliseStudentName(` ${MINJI_NFD} `)).toBe("김민지");
    expect(studentNameKey(" Kim \t Minji ")).toBe("kim minji");
  });
});
