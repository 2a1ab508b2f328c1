import { adminApiRoutes, type RouteDef, routes } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithHoldings, type Holdings, idsFor, namesAnId } from "../testing/hostile/accounts";
import { changesBetween, fingerprint } from "../testing/hostile/fingerprint";
import { type CallParts, hostileCalls, requestOf } from "../testing/hostile/hostileCalls";
import { sampleFieldsOf } from "../testing/hostile/sampleValue";
import { startTestApp, type TestApp } from "../testing/testApp";
import { testEngines } from "../testing/testDb";
import { registeredRoutes } from "./inputGuard";
import { fastifyPath } from "./registerRoute";

/*
 * Every route the server registers, the contract's and the hidden ones, called as an attacker
 * would: NUL bytes, unpaired surrogates, overlong values (64 KiB in a URL, past what HTTP
 * carries; 1 MB and 10 MB in a body) and values of the wrong type in each path parameter, query
 * field and body field, and another account's ids. None may answer 5xx or write anything (a row,
 * a file, a mail); NUL and surrogates get 400 naming the field.
 */

// The admin API is a route table of its own, typed by the same contract.
const contractRoutes = Object.entries({ ...routes, ...adminApiRoutes }) as [string, RouteDef][];

const sampleOf = sampleFieldsOf;

describe.each(testEngines)("hostile input on %s", (engine) => {
  let t: TestApp;
  let mallory: Holdings;
  let victim: Holdings;
  beforeAll(async () => {
    // Social providers configured, but at an address where nothing answers: a call that gets
    // past validation meets a provider that cannot be reached, as it would offline.
    const nowhere = "http://127.0.0.1:9/";
    const providers = ["KAKAO", "NAVER", "GOOGLE", "FACEBOOK"].flatMap((p) => [
      [`${p}_CLIENT_ID`, "hostile-test"],
      [`${p}_CLIENT_SECRET`, "hostile-test"],
      [`${p}_API_URL`, nowhere],
      [`${p}_TOKEN_URL`, nowhere],
    ]);
    t = await startTestApp(engine, { env: Object.fromEntries(providers) });
    mallory = await accountWithHoldings(t);
    victim = await accountWithHoldings(t);
  }, 120_000);
  afterAll(() => t.close());

  /** The route's call as `mallory` would make it with her own ids, or with `victim`'s. */
  const partsOf = (route: RouteDef, ids: Holdings): CallParts => ({
    method: route.method,
    path: fastifyPath(route),
    params: idsFor(route, sampleOf(route.params) as Record<string, string>, ids),
    query: sampleOf(route.query),
    body: route.body === undefined ? undefined : sampleOf(route.body),
    multipart: route.bodyKind === "multipart",
    headers: route.auth === "none" ? {} : mallory.user.auth,
    accepts: (body) => route.body?.safeParse(body).success ?? false,
  });

  it("walks every route the contract has and the server serves", () => {
    const served = contractRoutes.filter(([, r]) =>
      t.app.hasRoute({ method: r.method, url: fastifyPath(r) }),
    );
    expect(served.length).toBeGreaterThan(80);
  });

  it.each(contractRoutes)("%s: refuses spoiled input, writes nothing", async (_, route) => {
    if (!t.app.hasRoute({ method: route.method, url: fastifyPath(route) })) return;
    const before = await fingerprint(t);
    const wrong: string[] = [];
    for (const call of hostileCalls(partsOf(route, mallory))) {
      const res = await t.app.inject(await call.request());
      const expected =
        call.kind === "nul" || call.kind === "surrogate"
          ? res.statusCode === 400
          : res.statusCode < 500;
      if (!expected) wrong.push(`${call.label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
    expect(changesBetween(before, await fingerprint(t))).toEqual([]);
  });

  it.each(contractRoutes.filter(([, r]) => Object.keys(sampleOf(r.params)).some(namesAnId)))(
    "%s: another account's ids are refused and nothing changes",
    async (_, route) => {
      if (!t.app.hasRoute({ method: route.method, url: fastifyPath(route) })) return;
      const before = await fingerprint(t);
      const res = await t.app.inject(await requestOf(partsOf(route, victim)));
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (route.auth === "required") expect([403, 404], res.body).toContain(res.statusCode);
      expect(changesBetween(before, await fingerprint(t))).toEqual([]);
    },
  );

  it("answers 400 for NUL and unpaired surrogates in the paths of routes outside the contract", async () => {
    const contract = new Set(contractRoutes.map(([, r]) => `${r.method} ${fastifyPath(r)}`));
    // Fastify adds a HEAD beside every GET: the contract's are its routes, not hidden ones.
    const ofContract = (r: { method: string; url: string }) =>
      contract.has(`${r.method === "HEAD" ? "GET" : r.method} ${r.url}`);
    const hidden = registeredRoutes(t.app).filter((r) => !ofContract(r) && /[:*]/.test(r.url));
    expect(hidden.map((r) => r.url)).toEqual(
      expect.arrayContaining(["/i/:imageId", "/cdn/*", "/t/:slug", "/t/:slug/tour.json"]),
    );
    const before = await fingerprint(t);
    const wrong: string[] = [];
    for (const r of hidden) {
      for (const bad of ["a%00b", "a%ED%A0%80b"]) {
        const url = r.url.replace(/:[A-Za-z]+|\*$/g, bad);
        const res = await t.app.inject({ method: r.method as "GET", url });
        if (res.statusCode !== 400) wrong.push(`${r.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(changesBetween(before, await fingerprint(t))).toEqual([]);
  });
});
