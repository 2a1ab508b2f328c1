import type { CatalogueEntry } from "@orbis/core/contract";
import { markupToText } from "@orbis/core/format";
import { NO_CONSTRAINTS } from "@orbis/core/plans";
import { describe, expect, it } from "vitest";
import { infoSectionIndex, infoSectionPath } from "./InfoSections";
import { legalItems } from "./LegalPage";
import { countFigure, planPrices, storageFigure } from "./planFigures";

const plan = (prices: CatalogueEntry["prices"]): CatalogueEntry => ({
  id: "p",
  type: "PRO",
  name: "P",
  kind: "contents",
  constraints: { ...NO_CONSTRAINTS, projectCount: null, tourCountPerProject: 1 },
  prices,
});

describe("plan figures", () => {
  it("prices per currency and language, 0 as Free, a missing period as contact-us", () => {
    const p = plan({ KRW: { MONTH: 19_900 }, USD: { MONTH: 0, YEAR: 150 } });
    expect(planPrices(p, "KRW", "ko")).toEqual({ month: "19,900₩", year: null });
    expect(planPrices(p, "KRW", "ja")).toEqual({ month: "₩19,900", year: null });
    expect(planPrices(p, "USD", "en")).toEqual({ month: "Free", year: "$150.00" });
    expect(planPrices(p, "USD", "ja")).toEqual({ month: "無料", year: "$150.00" });
  });

  it("shows unlimited counts and missing quotas by name", () => {
    expect(countFigure(null, "∞")).toBe("∞");
    expect(countFigure(0, "∞")).toBe("0");
    expect(storageFigure(0, "—")).toBe("—");
    expect(storageFigure(1024 ** 3, "—")).toMatch(/GB$/);
  });
});

describe("info section paths", () => {
  it("maps /section3-1 … /section3-9 to 0–8 and back", () => {
    expect(infoSectionIndex("/section3-1")).toBe(0);
    expect(infoSectionIndex("/section3-9/")).toBe(8);
    expect(infoSectionIndex("/section3-10")).toBe(0);
    expect(infoSectionPath(4)).toBe("/section3-5");
  });
});

describe("legal text", () => {
  it("drops markup, keeps paragraphs apart and picks the page's items", () => {
    expect(markupToText("<p>One <b>bold</b></p><p>Two<script>x</script></p>")).toBe(
      "One bold\nTwo",
    );
    const item = (id: string, href: string | null) => ({
      id,
      title: id,
      content: "",
      href,
      isOptional: false,
    });
    const terms = [item("a", "/terms"), item("b", "/privacy"), item("c", null)];
    expect(legalItems(terms, "privacy").map((t) => t.id)).toEqual(["b"]);
  });
});
