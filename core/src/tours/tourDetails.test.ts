import { describe, expect, it } from "vitest";
import { tour } from "../contract/entities/testing/tourSamples";
import { tourUpdateSchema } from "../contract/entities/tour";
import {
  checkTourDetails,
  keywordsOf,
  type TourDetailsForm,
  type TourDetailsProblems,
  tourDetailsChanges,
  tourDetailsFormOf,
  tourTitleProblem,
} from "./tourDetails";

/** The sample tour's form: SEO on (title, description, keywords), OG and GA off. */
const filled: TourDetailsForm = tourDetailsFormOf(tour);

const problemsOf = (change: Partial<TourDetailsForm>): TourDetailsProblems => {
  const check = checkTourDetails({ ...filled, ...change });
  return check.ok ? {} : check.problems;
};

describe("tourTitleProblem", () => {
  it.each<[string, ReturnType<typeof tourTitleProblem>]>([
    ["Harbour walk", null],
    ["  Harbour walk  ", null],
    ["", { kind: "required" }],
    ["   ", { kind: "required" }],
    ["x".repeat(100), null],
    [` ${"x".repeat(100)} `, null],
    ["x".repeat(101), { kind: "tooLong", max: 100 }],
    ["Nul\u0000here", { kind: "character" }],
    ["Lone \uD800", { kind: "character" }],
  ])("%j → %j", (title, problem) => {
    expect(tourTitleProblem(title)).toEqual(problem);
  });
});

describe("keywordsOf", () => {
  it.each<[string, string[]]>([
    ["", []],
    ["harbour, pier ,, dusk ", ["harbour", "pier", "dusk"]],
    ["한옥, 골목", ["한옥", "골목"]],
  ])("%j → %j", (text, keywords) => {
    expect(keywordsOf(text)).toEqual(keywords);
  });
});

describe("checkTourDetails", () => {
  it("fills the form from a tour and hands the same details back", () => {
    expect(filled).toMatchObject({
      seoOn: true,
      seoKeywords: tour.settings.seo?.keywords.join(", "),
      ogOn: false,
      gaOn: false,
      autorotate: String(tour.settings.autorotate),
    });
    const check = checkTourDetails(filled);
    expect(check).toEqual({
      ok: true,
      value: { title: tour.title, description: tour.description, settings: tour.settings },
    });
  });

  it.each<[string, Partial<TourDetailsForm>, TourDetailsProblems]>([
    ["a blank title", { title: " " }, { title: { kind: "required" } }],
    ["a title past 100", { title: "t".repeat(101) }, { title: { kind: "tooLong", max: 100 } }],
    [
      "a description past 1000",
      { description: "d".repeat(1001) },
      { description: { kind: "tooLong", max: 1000 } },
    ],
    ["auto-rotation that is no number", { autorotate: "fast" }, { autorotate: { kind: "format" } }],
    [
      "auto-rotation past 30° a second",
      { autorotate: "-31" },
      { autorotate: { kind: "range", min: -30, max: 30 } },
    ],
    [
      "an SEO title past 70",
      { seoTitle: "s".repeat(71) },
      { seoTitle: { kind: "tooLong", max: 70 } },
    ],
    [
      "an SEO description past 300",
      { seoDescription: "s".repeat(301) },
      { seoDescription: { kind: "tooLong", max: 300 } },
    ],
    [
      "21 keywords",
      { seoKeywords: Array.from({ length: 21 }, (_, i) => `k${i}`).join(",") },
      { seoKeywords: { kind: "tooMany", max: 20 } },
    ],
    [
      "a keyword past 50",
      { seoKeywords: `ok, ${"k".repeat(51)}` },
      { seoKeywords: { kind: "tooLong", max: 50 } },
    ],
    [
      "an OG title past 100",
      { ogOn: true, ogTitle: "o".repeat(101) },
      { ogTitle: { kind: "tooLong", max: 100 } },
    ],
    [
      "an OG image that is no address",
      { ogOn: true, ogImageUrl: "javascript:alert(1)" },
      { ogImageUrl: { kind: "format" } },
    ],
    [
      "GA on without an id",
      { gaOn: true, gaMeasurementId: " " },
      { gaMeasurementId: { kind: "required" } },
    ],
    [
      "a GA id of the old kind",
      { gaOn: true, gaMeasurementId: "UA-1234-5" },
      { gaMeasurementId: { kind: "format" } },
    ],
    [
      "several fields at once",
      { title: "", description: "\u0000" },
      { title: { kind: "required" }, description: { kind: "character" } },
    ],
  ])("refuses %s, on its field", (_, change, problems) => {
    expect(checkTourDetails({ ...filled, ...change })).toEqual({ ok: false, problems });
  });

  it.each<[string, Partial<TourDetailsForm>]>([
    ["SEO fields past their limits while SEO is off", { seoOn: false, seoTitle: "s".repeat(71) }],
    ["an OG image that is no address while OG is off", { ogImageUrl: "nope" }],
    ["a wrong GA id while GA is off", { gaMeasurementId: "nope" }],
    ["auto-rotation at its limit", { autorotate: "30" }],
  ])("takes %s", (_, change) => {
    expect(problemsOf(change)).toEqual({});
  });

  it.each<[string, Partial<TourDetailsForm>, object]>([
    ["a title trimmed", { title: "  Pier  " }, { title: "Pier" }],
    ["empty auto-rotation as off", { autorotate: " " }, { settings: { autorotate: 0 } }],
    ["SEO off as null", { seoOn: false }, { settings: { seo: null } }],
    [
      "OG on with its texts and no image",
      { ogOn: true, ogTitle: " Pier ", ogDescription: "At dusk", ogImageUrl: " " },
      { settings: { og: { title: "Pier", description: "At dusk", imageUrl: null } } },
    ],
    [
      "an OG image address",
      { ogOn: true, ogImageUrl: " https://example.com/pier.jpg " },
      { settings: { og: { imageUrl: "https://example.com/pier.jpg" } } },
    ],
    [
      "a GA id in capitals",
      { gaOn: true, gaMeasurementId: " g-ab12cd34ef " },
      { settings: { ga: { measurementId: "G-AB12CD34EF" } } },
    ],
  ])("hands on %s", (_, change, expected) => {
    const check = checkTourDetails({ ...filled, ...change });
    expect(check).toMatchObject({ ok: true, value: expected });
  });

  it("hands on only what the contract's schema accepts", () => {
    const forms: Partial<TourDetailsForm>[] = [
      {},
      { title: "x".repeat(100), description: "d".repeat(1000), autorotate: "-30" },
      { seoKeywords: Array.from({ length: 20 }, () => "k".repeat(50)).join(",") },
      { ogOn: true, ogImageUrl: "/cdn/pier.jpg", gaOn: true, gaMeasurementId: "G-ABCD" },
    ];
    for (const change of forms) {
      const check = checkTourDetails({ ...filled, ...change });
      if (!check.ok) throw new Error(`refused ${JSON.stringify(check.problems)}`);
      expect(tourUpdateSchema.safeParse(check.value).success).toBe(true);
    }
  });
});

describe("tourDetailsChanges", () => {
  const same = { title: tour.title, description: tour.description, settings: tour.settings };

  it.each<[string, object, object | null]>([
    ["nothing when nothing changed", {}, null],
    ["the title alone", { title: "Pier" }, { title: "Pier" }],
    ["the description alone", { description: "New" }, { description: "New" }],
    [
      "the settings whole",
      { settings: { ...tour.settings, sceneList: !tour.settings.sceneList } },
      { settings: { ...tour.settings, sceneList: !tour.settings.sceneList } },
    ],
    [
      "nothing for the same settings in another key order",
      { settings: Object.fromEntries(Object.entries(tour.settings).reverse()) },
      null,
    ],
  ])("sends %s", (_, change, update) => {
    expect(tourDetailsChanges(tour, { ...same, ...change })).toEqual(update);
  });
});
