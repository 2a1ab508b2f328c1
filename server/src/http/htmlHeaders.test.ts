import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../testing/apiClient";
import { buildWorld, type World } from "../testing/hostile/world";
import { startTestApp, type TestApp } from "../testing/testApp";
import { registeredRoutes } from "./inputGuard";

/*
 * Every HTML answer the server gives carries the headers that keep a page from being turned
 * against its visitor: a Content-Security-Policy that says where scripts may come from, what may
 * frame the page and that plugins may not run; nosniff; a referrer policy; UTF-8 named. The
 * pages are those a person meets, asked for as a browser does (the console, a published tour and
 * its missing-tour page, a hosted image, a lecture preview, the sandbox checkout, the API docs),
 * and whatever HTML any
 * other GET route outside the JSON services answers when walked with stand-in parameters, so a
 * page added later is checked without being listed here.
 */

/** What a browser's address bar asks for. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

interface HtmlAnswer {
  readonly url: string;
  readonly headers: Readonly<Record<string, unknown>>;
}

const header = (answer: HtmlAnswer, name: string): string => String(answer.headers[name] ?? "");

/** What is wrong with an HTML answer's headers, in words; empty when nothing is. */
const problemsOf = (answer: HtmlAnswer): string[] => {
  const problems: string[] = [];
  const csp = header(answer, "content-security-policy");
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((words) => words[0] !== "")
      .map(([name = "", ...values]) => [name, values]),
  );
  if (csp === "") problems.push("no Content-Security-Policy");
  else {
    const scripts = directives.get("script-src") ?? directives.get("default-src");
    if (scripts === undefined) problems.push("the CSP does not say where scripts may come from");
    if (scripts?.some((s) => s === "*" || s === "'unsafe-inline'" || s === "'unsafe-eval'"))
      problems.push(`the CSP lets any script run: script-src ${scripts.join(" ")}`);
    const plugins = directives.get("object-src") ?? directives.get("default-src");
    if (plugins?.join(" ") !== "'none'")
      problems.push("the CSP does not refuse plugins (object-src or default-src 'none')");
    if (!directives.has("base-uri")) problems.push("the CSP leaves <base> free (no base-uri)");
    if (!directives.has("frame-ancestors") && header(answer, "x-frame-options") === "")
      problems.push("nothing says who may frame the page");
  }
  if (header(answer, "x-content-type-options") !== "nosniff") problems.push("no nosniff");
  if (header(answer, "referrer-policy") === "") problems.push("no Referrer-Policy");
  if (!/charset=utf-8/i.test(header(answer, "content-type")))
    problems.push(`no charset: ${header(answer, "content-type")}`);
  return problems.map((p) => `${answer.url}: ${p}`);
};

describe("security headers on HTML answers", () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    world = await buildWorld(t);
  }, 120_000);
  afterAll(() => t.close());

  /** The HTML answers among GET requests, following redirects on this server. */
  const htmlAnswers = async (urls: readonly string[]): Promise<HtmlAnswer[]> => {
    const answers: HtmlAnswer[] = [];
    for (const first of urls) {
      let url = first;
      for (let hop = 0; hop < 3; hop += 1) {
        const res = await t.app.inject({
          method: "GET",
          url,
          headers: { accept: BROWSER_ACCEPT },
        } satisfies InjectOptions);
        const location = res.headers.location;
        if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === "string") {
          url = new URL(location, "http://orbis.test").pathname;
          continue;
        }
        if (String(res.headers["content-type"]).startsWith("text/html"))
          answers.push({ url, headers: res.headers });
        break;
      }
    }
    return answers;
  };

  it("sends them with every page a person meets", async () => {
    const { ids } = world;
    const preview = await apiFor(t, { tokens: { accessToken: instructorToken(world) } });
    const link = await preview.previewEduSpace({ params: { spaceId: ids.lectureSpaceId } });
    const pages = [
      "/",
      "/login",
      "/mypage/projects",
      "/a/page/nobody/made",
      "/api/docs",
      `/t/${ids.slug}`,
      "/t/no-such-tour",
      `/i/${ids.imageId}`,
      "/i/00000000-0000-4000-8000-000000000000",
      new URL(link.url).pathname,
      "/t/_preview/nothing-here",
      `/pay/sandbox/checkout?merchantUid=${ids.merchantUid}&returnUrl=/payment`,
    ];
    const answers = await htmlAnswers(pages);
    // Each page a person meets is HTML (a redirect followed), so none is left out unchecked.
    expect(answers.map((a) => a.url)).toEqual(pages);
    expect(answers.flatMap(problemsOf)).toEqual([]);
  });

  it("sends them with the HTML of every other GET route outside the JSON services", async () => {
    const routes = registeredRoutes(t.app).filter(
      (r) => r.method === "GET" && !/^\/(api|identity|pay|admin-api)\//.test(`${r.url}/`),
    );
    const urls = routes.map((r) => r.url.replace(/:[A-Za-z]+/g, "x").replace(/\*$/, "x"));
    const answers = await htmlAnswers(urls);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.flatMap(problemsOf)).toEqual([]);
  });
});

/** The instructor's access token, from the headers the world keeps for them. */
const instructorToken = (world: World): string =>
  world.headers.instructor["x-user-auth-token"] ?? "";
