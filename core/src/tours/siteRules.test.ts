import { describe, expect, it } from "vitest";
import { AT, scene, tour } from "../contract/entities/testing/tourSamples";
import { gaSettingsSchema } from "../contract/entities/tourSettings";
import { ErrorCode } from "../errors/codes";
import { toPublishedTour } from "./publishRules";
import {
  embedSnippet,
  ogImageProblem,
  siteFeaturesOf,
  siteSettingsRefusal,
  withLiveSite,
} from "./siteRules";

const none = { seo: false, og: false, ga: false };
const all = { seo: true, og: true, ga: true };
const off = { seo: null, og: null, ga: null };
const seo = { title: "Office", description: "Our office", keywords: ["office"] };
const og = { title: "Come in", description: "", imageUrl: "/cdn/tours/t1/og-1.webp" };
const ga = { measurementId: "G-AB12CD34EF" };

describe("siteFeaturesOf", () => {
  it.each([
    ["no plan", null, none],
    ["FREE", { useSeo: false, useOg: false, useGa: false }, none],
    ["SEO only", { useSeo: true, useOg: false, useGa: false }, { ...none, seo: true }],
    ["PRO", { useSeo: true, useOg: true, useGa: true }, all],
  ])("%s", (_name, constraints, expected) => {
    expect(siteFeaturesOf(constraints)).toEqual(expected);
  });
});

describe("siteSettingsRefusal", () => {
  it.each([
    ["everything off on FREE", off, off, none, null],
    ["SEO turned on on FREE", { ...off, seo }, off, none, ErrorCode.seoNotAllowed],
    ["OG turned on on FREE", { ...off, og }, off, none, ErrorCode.ogNotAllowed],
    ["GA turned on on FREE", { ...off, ga }, off, none, ErrorCode.gaNotAllowed],
    ["SEO before OG before GA", { seo, og, ga }, off, none, ErrorCode.seoNotAllowed],
    ["OG before GA", { ...off, og, ga }, off, { ...none, seo: true }, ErrorCode.ogNotAllowed],
    ["everything on PRO", { seo, og, ga }, off, all, null],
    ["a kept GA after losing the plan", { ...off, ga }, { ...off, ga }, none, null],
    [
      "a changed GA after losing the plan",
      { ...off, ga: { measurementId: "G-ZZZZ9999" } },
      { ...off, ga },
      none,
      ErrorCode.gaNotAllowed,
    ],
    ["turning GA off after losing the plan", off, { ...off, ga }, none, null],
    ["no current settings", { ...off, ga }, null, none, ErrorCode.gaNotAllowed],
  ] as const)("%s", (_name, next, current, features, expected) => {
    expect(siteSettingsRefusal(next, current, features)).toBe(expected);
  });
});

describe("withLiveSite", () => {
  const snapshot = toPublishedTour(tour, {
    version: 2,
    slug: "old-name",
    publishedAt: AT,
    readyScenes: new Map([[scene.id, "/cdn/tiles"]]),
    features: all,
  });
  if (snapshot === null) throw new Error("the sample tour has a finished scene");
  const live = {
    slug: "new-name",
    title: "New title",
    description: "New words",
    settings: { seo, og, ga },
  };

  it("shows the site's slug, title, description and head settings over the version's", () => {
    const shown = withLiveSite(snapshot, live, all);
    expect(shown).toMatchObject({ slug: "new-name", title: "New title", description: "New words" });
    expect(shown.settings).toEqual({ ...snapshot.settings, seo, og, ga });
    expect(shown.scenes).toBe(snapshot.scenes);
    expect(shown.version).toBe(2);
  });

  it("drops each head setting the owner's plan no longer allows", () => {
    const shown = withLiveSite(snapshot, live, { seo: true, og: false, ga: false });
    expect([shown.settings.seo, shown.settings.og, shown.settings.ga]).toEqual([seo, null, null]);
  });
});

describe("embedSnippet", () => {
  it("frames the page with an escaped title", () => {
    const html = embedSnippet("https://tours.example/t/office", 'The "best" <office>');
    expect(html).toMatch(/^<iframe src="https:\/\/tours\.example\/t\/office" /);
    expect(html).toContain('title="The &quot;best&quot; &lt;office&gt;"');
    expect(html).toContain("allowfullscreen");
    expect(html.endsWith("></iframe>")).toBe(true);
  });
});

describe("ogImageProblem", () => {
  it.each([
    [1200, 630, null],
    [200, 200, null],
    [199, 630, "the picture is 199×630; each side needs at least 200 pixels"],
    [10_001, 800, "the picture is 10001×800; no side may exceed 10000 pixels"],
  ])("%i×%i", (width, height, expected) => {
    expect(ogImageProblem(width, height)).toBe(expected);
  });
});

describe("the GA measurement id shape", () => {
  it.each([
    ["G-AB12CD34EF", true],
    ["G-1234", true],
    ["UA-12345-1", false],
    ["g-ab12cd34ef", false],
    ["G-AB12 CD34", false],
    ["G-", false],
  ])("%s", (id, ok) => {
    expect(gaSettingsSchema.safeParse({ measurementId: id }).success).toBe(ok);
  });
});
