import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pathParamNames, type RouteDef, serviceBases } from "../route";
import {
  accountRoutes,
  analyticsRoutes,
  downloadRoutes,
  eduRoutes,
  hostingRoutes,
  identityRoutes,
  interopRoutes,
  paymentRoutes,
  projectRoutes,
  routes,
  sitePageRoutes,
  siteRoutes,
  sitesRoutes,
  spaceRoutes,
  streetViewRoutes,
  tourRoutes,
} from ".";

const table: [string, RouteDef][] = Object.entries(routes);
const groups = [
  identityRoutes,
  accountRoutes,
  paymentRoutes,
  siteRoutes,
  sitePageRoutes,
  sitesRoutes,
  analyticsRoutes,
  tourRoutes,
  projectRoutes,
  hostingRoutes,
  spaceRoutes,
  eduRoutes,
  interopRoutes,
  downloadRoutes,
  streetViewRoutes,
];

const objectKeys = (schema: z.ZodType | undefined): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape).sort() : [];

describe("route table", () => {
  it("loses no route when the groups are merged (operation names are unique)", () => {
    const total = groups.reduce((n, g) => n + Object.keys(g).length, 0);
    expect(table.length).toBe(total);
  });

  it.each(table)("%s has a camelCase operation name and a clean path", (name, route) => {
    expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(route.path).toMatch(/^\/[A-Za-z0-9{}/._-]*$/);
    expect(route.path.endsWith("/") && route.path !== "/").toBe(false);
    expect(serviceBases[route.service]).toBeDefined();
    expect(route.summary.length).toBeGreaterThan(0);
  });

  it("has one route per service, method and path, whatever the parameter names", () => {
    const keys = table.map(
      ([, r]) => `${r.service} ${r.method} ${r.path.replace(/\{[^}]*\}/g, "{}")}`,
    );
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(table)("%s declares exactly its path parameters", (_name, route) => {
    const names = pathParamNames(route.path).sort();
    if (names.length === 0) expect(route.params).toBeUndefined();
    else expect(objectKeys(route.params)).toEqual(names);
  });

  it.each(table)("%s sends a body only where one belongs", (_name, route) => {
    if (route.bodyKind !== undefined) expect(route.body).toBeDefined();
    if (route.method === "GET") expect(route.body).toBeUndefined();
    if (route.bodyKind === "multipart") expect(route.body).toBeInstanceOf(z.ZodObject);
  });

  it.each(table)("%s names its headers in lower case", (_name, route) => {
    for (const key of objectKeys(route.headers)) expect(key).toBe(key.toLowerCase());
    if (route.headers !== undefined) expect(route.headers).toBeInstanceOf(z.ZodObject);
  });

  // Besides static files, the downloads answer files (a tour JSON, a site ZIP, an art package).
  const downloads = new Set(["exportTourPannellum", "downloadPublishedSite", "downloadArtPackage"]);
  it.each(table)("%s uses the raw envelope only for static files", (name, route) => {
    expect(route.envelope === "raw").toBe(
      route.service === "site" || route.service === "cdn" || downloads.has(name),
    );
    if (route.envelope === "list") expect(route.response).not.toBeInstanceOf(z.ZodArray);
  });

  it.each(table)("%s converts to JSON Schema", (_name, route) => {
    for (const part of [route.params, route.query, route.body, route.headers]) {
      if (part !== undefined) expect(() => z.toJSONSchema(part, { io: "input" })).not.toThrow();
    }
    expect(() => z.toJSONSchema(route.response, { io: "output" })).not.toThrow();
  });
});
