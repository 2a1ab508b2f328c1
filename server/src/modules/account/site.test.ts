import { siteMetadataSchema } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { dataOf, expectInvalid, expectRefused } from "./testKit";

const embed = {
  id: "hanok-stay",
  title: "A hanok stay in Jeonju",
  description: "Courtyard, rooms and garden in 12 scenes",
  thumbnailUrl: "/cdn/showcase/hanok.jpg",
  embedUrl: "/t/hanok-stay",
};

describe.each(testEngines)("terms, site metadata and embed lists on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  const terms = (query: string, language?: string) =>
    t.call({
      method: "GET",
      url: `/api/v3/terms?${query}`,
      headers: language ? { "accept-language": language } : {},
    });

  it("answers the terms in the caller's language, Korean by default", async () => {
    const en = dataOf<{ terms: { title: string; isOptional: boolean }[] }>(
      await terms("serviceId=orbis", "en"),
    );
    expect(en.terms[0]).toMatchObject({ title: "Terms of Service", isOptional: false });
    const ko = dataOf<{ terms: { title: string }[] }>(await terms("serviceId=orbis"));
    expect(ko.terms[0]?.title).toBe("서비스 이용약관");
    expect(ko.terms).toHaveLength(en.terms.length);
  });

  it("lists the plan catalogue to anyone, in the pricing page's order", async () => {
    const plans = dataOf<{ id: string; prices: { KRW: { MONTH?: number } } }[]>(
      await t.call({ method: "GET", url: "/api/v3/plans" }),
    );
    expect(plans.map((plan) => plan.id).slice(0, 2)).toEqual(["free", "pro"]);
    expect(plans[1]?.prices.KRW.MONTH).toBe(19_900);
  });

  it("answers 404 for an unknown service and 400 without one", async () => {
    expectRefused(await terms("serviceId=elsewhere"), 404, 10404);
    expectInvalid(await terms(""), "query.serviceId");
  });

  it("serves the site metadata for every public page in four languages, cacheable", async () => {
    const res = await t.call({ method: "GET", url: "/metadata.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const metadata = siteMetadataSchema.parse(res.json());
    for (const path of [
      "/",
      "/builder",
      "/builder/features",
      "/builder/pricing",
      "/builder/event",
      "/terms",
      "/privacy",
      "/password",
      "/404",
    ]) {
      for (const language of ["ko", "en", "vi", "ja"] as const) {
        const entry = metadata[path]?.[language];
        expect(entry?.title, `${path} ${language}`).toContain("Orbis");
        expect(entry?.description.length ?? 0).toBeGreaterThan(30);
        expect(entry?.keywords).not.toMatch(/lorem|todo|placeholder/i);
      }
    }
  });

  it("serves the operator's embed list, [] without one, [] for a broken one", async () => {
    const get = (lang: string) => t.call({ method: "GET", url: `/cdn/embed/${lang}.json` });
    const empty = await get("en");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers["cache-control"]).toBe("public, max-age=300");
    await t.deps.files.put(
      "embed/en.json",
      { buffer: Buffer.from(JSON.stringify([embed])) },
      "application/json",
    );
    expect((await get("en")).json()).toEqual([embed]);
    await t.deps.files.put(
      "embed/vi.json",
      { buffer: Buffer.from('[{"id":1}]') },
      "application/json",
    );
    expect((await get("vi")).json()).toEqual([]);
    await t.deps.files.put(
      "embed/ja.json",
      { buffer: Buffer.from("not json") },
      "application/json",
    );
    expect((await get("ja")).json()).toEqual([]);
    expectInvalid(await get("fr"), "params.lang");
  });
});
