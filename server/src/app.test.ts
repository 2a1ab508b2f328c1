import { type Routes, routes, routeUrlPath } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./testing/testApp";
import { testEngines } from "./testing/testDb";

describe.each(testEngines)("the server shell on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it("answers /healthz with the database engine", async () => {
    const res = await t.call({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: engine });
  });

  it("serves the OpenAPI document derived from the contract", async () => {
    const res = await t.call({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("Orbis API");
    const page = await t.call({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });

  it("says in the OpenAPI document which calls need a token, take one, or ignore it", async () => {
    type Operation = { security?: Record<string, string[]>[] };
    const doc = (await t.call({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const security = (name: keyof Routes) => {
      const route = routes[name];
      const operation = doc.paths[routeUrlPath(route)]?.[route.method.toLowerCase()];
      // A route missing from the document would have no security either: make that fail.
      expect(operation, name).toBeDefined();
      return operation?.security;
    };
    const token = { accessToken: [] };
    // Required: the token alone. Optional: the token, or nothing (the empty alternative).
    expect(security("getMe")).toEqual([token]);
    expect(security("updateMe")).toEqual([token, {}]);
    expect(security("recordPageView")).toEqual([token, {}]);
    expect(security("loginEmail")).toBeUndefined();
  });

  it("answers an unknown path with the catalogue's 404", async () => {
    const res = await t.call({ method: "GET", url: "/api/v1/nothing-here?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 10404,
      message: "The requested resource does not exist or has been deleted",
      details: { path: "/api/v1/nothing-here" },
    });
  });

  it("sends security headers", async () => {
    const res = await t.call({ method: "GET", url: "/healthz" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
