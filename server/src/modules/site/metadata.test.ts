import type { Language } from "@orbis/core/contract";
import { loadLocale, PAGE_TITLE_KEYS, translate } from "@orbis/core/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";

const LANGUAGES: readonly Language[] = ["ko", "en", "vi", "ja"];
const PUBLIC = ["/", "/builder", "/builder/features", "/builder/event", "/builder/pricing"];
const SECTIONS = Array.from({ length: 9 }, (_, i) => `/section3-${i + 1}`);
const APP = [
  "/projects",
  "/projects/contents",
  "/mypage/info",
  "/payment",
  "/statistics",
  "/sites",
];

describe("/metadata.json", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(() => t.close());
  /** Raw, for the caching headers; the typed client reads the content. */
  const get = (headers: Record<string, string> = {}) =>
    t.call({ method: "GET", url: routeUrl("getSiteMetadata"), headers });
  const metadataOf = () => apiFor(t).getSiteMetadata();

  it.each([...PUBLIC, "/terms", "/privacy", ...SECTIONS, ...APP])(
    "describes %s in ko, en, vi and ja",
    async (path) => {
      const metadata = await metadataOf();
      for (const language of LANGUAGES) {
        const entry = metadata[path]?.[language];
        expect(entry?.title, `${path} ${language}`).toContain("Orbis");
        expect(entry?.description.length ?? 0, `${path} ${language}`).toBeGreaterThan(30);
        expect(entry?.description.length ?? 0, `${path} ${language}`).toBeLessThanOrEqual(200);
        expect(`${entry?.title} ${entry?.description} ${entry?.keywords}`).not.toMatch(
          /lorem|todo|placeholder|tbd|xxx/i,
        );
      }
    },
  );

  it("gives every info section and every language its own title", async () => {
    const metadata = await metadataOf();
    for (const language of LANGUAGES) {
      const titles = SECTIONS.map((path) => metadata[path]?.[language]?.title);
      expect(new Set(titles).size).toBe(SECTIONS.length);
    }
  });

  it("titles the signed-in pages as the console's tab does (core's page titles)", async () => {
    const metadata = await metadataOf();
    const titled = Object.entries(PAGE_TITLE_KEYS).filter(([path]) => metadata[path] !== undefined);
    expect(titled.length).toBeGreaterThanOrEqual(14);
    for (const language of LANGUAGES) {
      const resources = await loadLocale(language);
      for (const [path, key] of titled) {
        const title = translate(resources, undefined, key);
        expect(title).not.toBe(key);
        expect(metadata[path]?.[language]?.title, `${path} ${language}`).toMatch(
          new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\| `),
        );
      }
    }
  });

  it("is cacheable: five minutes, then an ETag revalidation answered with 304", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    const again = await get({ "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect((await get({ "if-none-match": '"stale"' })).statusCode).toBe(200);
  });
});
