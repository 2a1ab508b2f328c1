import { describe, expect, it } from "vitest";
import { languageSchema } from "../contract/enums";
import { STUDENT_CSV_HEADINGS } from "./studentCsvHeadings";

describe("student list headings", () => {
  it.each(languageSchema.options)("names every column in %s, each differently", (language) => {
    const headings = Object.values(STUDENT_CSV_HEADINGS[language]);
    expect(headings).toHaveLength(5);
    expect(headings.every((heading) => heading.trim() !== "")).toBe(true);
    expect(new Set(headings).size).toBe(headings.length);
  });
});
