import { describe, expect, it } from "vitest";
import { errorCatalogue } from "./catalogue";

/*
 * docs/product/errors.md is where a reader looks a code up, so it must name every code of the
 * catalogue with the status and reaction the code really has, and no code the catalogue lacks.
 */

const docsFiles = import.meta.glob<string>("../../../docs/product/errors.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const docsText = Object.values(docsFiles)[0] ?? "";

/** A catalogue row of the docs: `| code | status | meaning | client reaction | family |`. */
interface DocumentedCode {
  readonly status: string;
  readonly reaction: string;
  readonly family: string;
}

const documented = new Map<string, DocumentedCode>();
for (const line of docsText.split("\n")) {
  const cells = line.split("|").map((cell) => cell.trim());
  const [, code, status, , reaction, family] = cells;
  if (code === undefined || !/^\d+$/.test(code)) continue;
  documented.set(code, { status: status ?? "", reaction: reaction ?? "", family: family ?? "" });
}

const catalogue = Object.entries(errorCatalogue);

describe("docs/product/errors.md against the error catalogue", () => {
  it("is in the repository", () => {
    expect(docsText).toContain("# Errors");
  });

  it.each(catalogue)("explains %s with its status, reaction and family", (code, entry) => {
    expect(documented.get(code), `${code} is missing from docs/product/errors.md`).toEqual({
      status: entry.status === 0 ? "none" : String(entry.status),
      reaction: entry.action,
      family: entry.family,
    });
  });

  it("names no code the catalogue lacks", () => {
    const known = new Set(catalogue.map(([code]) => code));
    expect([...documented.keys()].filter((code) => !known.has(code))).toEqual([]);
  });
});
