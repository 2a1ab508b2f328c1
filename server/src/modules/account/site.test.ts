import {
  ORBIS_SERVICE,
  PAYMENTS_SERVICE,
  siteMetadataSchema,
  termsListSchema,
} from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTerms } from "../../seed/terms";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { dataOf, expectInvalid } from "./testing/testKit";

describe.each(testEngines)("terms and site metadata on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("answers the terms in the caller's language, Korean by default", async () => {
    const api = apiFor(t);
    api.setLanguage("en");
    const en = await api.getTerms({ query: { serviceId: "orbis" } });
    expect(en.terms[0]).toMatchObject({ title: "Terms of Service", isOptional: false });
    // Raw: the typed client always names a language, and the default is what is asked here.
    const ko = termsListSchema.parse(
      dataOf(
        await t.call({ method: "GET", url: routeUrl("getTerms", {}, { serviceId: "orbis" }) }),
      ),
    );
    expect(ko.terms[0]?.title).toBe("서비스 이용약관");
    expect(ko.terms).toHaveLength(en.terms.length);
  });

  it("answers the payments' own terms under their service id: two to agree to, one optional", async () => {
    const api = apiFor(t);
    api.setLanguage("en");
    const { terms } = await api.getTerms({ query: { serviceId: PAYMENTS_SERVICE.serviceId } });
    expect(terms.map(({ title, isOptional }) => ({ title, isOptional }))).toEqual([
      { title: "Paid service terms and refund policy", isOptional: false },
      { title: "Consent to recurring billing", isOptional: false },
      { title: "Receive payment receipts by email", isOptional: true },
    ]);
    // Each language has texts of its own, none fallen back to Korean.
    const seeded = seedTerms.filter((term) => term.serviceId === PAYMENTS_SERVICE.serviceId);
    for (const language of ["ko", "vi", "ja"] as const) {
      api.setLanguage(language);
      const translated = await api.getTerms({ query: { serviceId: PAYMENTS_SERVICE.serviceId } });
      expect(translated.terms.map(({ id, title }) => ({ id, title }))).toEqual(
        seeded.map((term) => ({ id: term.id, title: term.texts[language].title })),
      );
    }
    expect(new Set(seeded.map((term) => term.texts.vi.title))).not.toEqual(
      new Set(seeded.map((term) => term.texts.ko.title)),
    );
    // The console's terms stay its own: registration never asks for the payments' terms.
    const orbis = await api.getTerms({ query: { serviceId: ORBIS_SERVICE.serviceId } });
    expect(orbis.terms.map((term) => term.id)).not.toContain(terms[0]?.id);
  });

  it("lists the plan catalogue to anyone, in the pricing page's order", async () => {
    const plans = await apiFor(t).getPlanCatalogue();
    expect(plans.map((plan) => plan.id).slice(0, 2)).toEqual(["free", "pro"]);
    expect(plans[1]?.prices.KRW.MONTH).toBe(19_900);
  });

  it("answers 404 for an unknown service and 400 without one", async () => {
    expect(
      await refusalOf(apiFor(t).getTerms({ query: { serviceId: "elsewhere" } })),
    ).toMatchObject({ status: 404, code: 10404 });
    // Raw: the contract's type requires a service.
    expectInvalid(await t.call({ method: "GET", url: routeUrl("getTerms") }), "query.serviceId");
  });

  it("serves the site metadata for every public page in four languages, cacheable", async () => {
    const res = await t.call({ method: "GET", url: routeUrl("getSiteMetadata") });
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
});
