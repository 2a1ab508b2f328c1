import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { describeFailure } from "../errors";
import { namesText, namesToCreate, readNamesFile } from "./namesFile";

/** The message a refusal prints (its code is always the usage error's). */
const refusal = (task: () => unknown): string => {
  try {
    task();
  } catch (error) {
    const failure = describeFailure(error);
    expect(failure).toMatchObject({ code: 10400, exit: 2 });
    return failure.message;
  }
  throw new Error("expected a refusal");
};

describe("namesText", () => {
  it("reads UTF-8 with or without a BOM, and UTF-16 with its BOM", () => {
    const utf8 = new TextEncoder().encode("\uFEFF김민지\r\n");
    expect(namesText(utf8, "a.csv")).toBe("\uFEFF김민지\r\n");
    const le = Buffer.from("\uFEFF이서준\n", "utf16le");
    expect(namesText(le, "a.txt")).toBe("이서준\n");
    const be = Buffer.from(le).swap16();
    expect(namesText(be, "a.txt")).toBe("이서준\n");
  });

  it("refuses text in another encoding (CP949 김민지) instead of guessing", () => {
    const cp949 = Uint8Array.from([0xb1, 0xe8, 0xb9, 0xce, 0xc1, 0xf6, 0x0a]);
    expect(refusal(() => namesText(cp949, "class.csv"))).toBe(
      'class.csv is not UTF-8 text. Save it as "CSV UTF-8" (Excel) or as UTF-8 text, then try again.',
    );
  });
});

describe("readNamesFile", () => {
  it("reads stdin for -", async () => {
    const bytes = await readNamesFile("-", Readable.from([Buffer.from("김"), Buffer.from("민지")]));
    expect(Buffer.from(bytes).toString("utf8")).toBe("김민지");
  });
});

describe("namesToCreate", () => {
  it("answers the names of a clean file, heading and blank lines left out", () => {
    expect(namesToCreate("이름,번호\r\n김민지,1\r\n\r\n이서준,2\r\n", "a.csv", ["박지호"])).toEqual(
      ["김민지", "이서준"],
    );
  });

  it("names every problem line: repeated, too long, taken", () => {
    const text = ["Name", "Kim Minji", "kim  minji", "x".repeat(51), "Park Jiho"].join("\n");
    expect(refusal(() => namesToCreate(text, "a.csv", ["PARK JIHO"]))).toBe(
      [
        "Nothing was created: 3 of the 4 names in a.csv cannot be used.",
        '  line 3: "kim  minji" is already in the file (line 2)',
        `  line 4: "${"x".repeat(51)}" is longer than a student name may be (50 characters)`,
        '  line 5: "Park Jiho" is already a student of this group',
      ].join("\n"),
    );
  });

  it("lists the first 20 problems and counts the rest", () => {
    const text = Array.from({ length: 30 }, () => "Kim").join("\n");
    const message = refusal(() => namesToCreate(text, "stdin", []));
    expect(message.split("\n")).toHaveLength(22);
    expect(message).toMatch(/^Nothing was created: 29 of the 30 names in stdin/);
    expect(message).toMatch(/\n {2}… and 9 more$/);
  });

  it("refuses a file without names, and more names than one call creates", () => {
    expect(refusal(() => namesToCreate("\uFEFF이름\r\n\r\n", "a.csv", []))).toBe(
      "a.csv holds no student names (one name per line, in the first column).",
    );
    const many = Array.from({ length: 101 }, (_, i) => `Student ${i}`).join("\n");
    expect(refusal(() => namesToCreate(many, "a.csv", []))).toMatch(
      /^Nothing was created: a\.csv holds 101 names, and at most 100 students are created at once\./,
    );
  });
});
