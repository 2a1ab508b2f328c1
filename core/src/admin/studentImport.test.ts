import { describe, expect, it } from "vitest";
import { studentImportRows, studentImportVerdict } from "./studentImport";

describe("studentImportRows", () => {
  it("reads a BOM, a heading, blank lines and decomposed Korean as the names they are", () => {
    const text = `\uFEFF이름\r\n${"김민지".normalize("NFD")}\r\n\r\n이서준\r\n`;
    expect(studentImportRows(text, [])).toEqual([
      { line: 2, name: "김민지", problem: null },
      { line: 4, name: "이서준", problem: null },
    ]);
  });

  it("marks a name repeated in the list, and one a student of the group already has", () => {
    const rows = studentImportRows("Kim Minji\nPark\nkim  minji\nJoon\n", ["joon"]);
    expect(rows.map((row) => [row.name, row.problem])).toEqual([
      ["Kim Minji", null],
      ["Park", null],
      ["kim  minji", "duplicate"],
      ["Joon", "taken"],
    ]);
  });

  it("keeps a name's own problem before a clash", () => {
    const long = "가".repeat(51);
    expect(studentImportRows(`${long}\n`, [long]).map((row) => row.problem)).toEqual(["tooLong"]);
  });
});

describe("studentImportVerdict", () => {
  const ok = (name: string) => ({ line: 1, name, problem: null });
  it("is empty without names, problems with a bad row, tooMany past 100, else ready", () => {
    expect(studentImportVerdict([])).toBe("empty");
    expect(studentImportVerdict([ok("A"), { line: 2, name: "A", problem: "duplicate" }])).toBe(
      "problems",
    );
    expect(studentImportVerdict(Array.from({ length: 101 }, (_, i) => ok(`S${i}`)))).toBe(
      "tooMany",
    );
    expect(studentImportVerdict(Array.from({ length: 100 }, (_, i) => ok(`S${i}`)))).toBe("ready");
  });
});
