import { describe, expect, it } from "vitest";
import type { RouteDef } from "./route";
import { routes } from "./routes";
import { adminApiRoutes } from "./routes/adminApi";
import { type DocumentedCall, parseCallsTable } from "./testing/parseCallsTable";
import { type ProductCall, productCalls } from "./testing/productCalls";

/*
 * The route table, docs/product/calls.md and a hand transcription of the product's calls
 * (`testing/productCalls.ts`) are checked against each other: the transcription against the
 * docs' product rows in both directions, the route table against the transcription, and every
 * docs row against the route table in both directions. A call cannot go missing from one of the
 * three without a test failing.
 */

/** Parameter names differ between the transcription and the table (`{id}` vs `{tourId}`). */
const callKey = (c: Pick<ProductCall, "service" | "method" | "path">): string =>
  `${c.service} ${c.method} ${c.path.replace(/\{[^}]*\}/g, "{}")}`;

const routeEntries = Object.entries({ ...routes, ...adminApiRoutes }) as [string, RouteDef][];
const routeByKey = new Map(routeEntries.map(([, r]) => [callKey(r), r]));

const docsFiles = import.meta.glob<string>("../../../docs/product/calls.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const docsText = Object.values(docsFiles)[0] ?? "";
const documented = parseCallsTable(docsText);
const documentedProductKeys = new Set(
  documented.filter((c) => c.origin === "product").map(callKey),
);
const documentedByName = new Map(documented.map((c) => [c.name, c]));
/** What a docs row must say as the route table does; the group and origin are the docs' own. */
type DeclaredPart = Omit<DocumentedCall, "group" | "origin">;
const declaredPart = ({
  group: _group,
  origin: _origin,
  ...declared
}: DocumentedCall): DeclaredPart => declared;
const transcribedKeys = new Set(productCalls.map(callKey));

describe("the product's calls: transcription, docs and route table", () => {
  it("has a transcription of every call, each once", () => {
    expect(productCalls.length).toBeGreaterThanOrEqual(115);
    const keys = productCalls.map(callKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("finds the calls table of docs/product/calls.md in the repository", () => {
    expect(documented.length).toBeGreaterThanOrEqual(routeEntries.length);
  });

  it("transcribes every product call of the docs", () => {
    expect([...documentedProductKeys].filter((k) => !transcribedKeys.has(k))).toEqual([]);
  });

  it("transcribes no call the docs do not mark as the product's", () => {
    expect([...transcribedKeys].filter((k) => !documentedProductKeys.has(k))).toEqual([]);
  });

  it.each(productCalls.map((c) => [callKey(c), c] as const))("serves %s", (_key, call) => {
    expect(routeByKey.get(callKey(call)), `${callKey(call)} is missing`).toBeDefined();
  });

  it.each(productCalls.filter((c) => c.body).map((c) => [callKey(c), c] as const))(
    "takes the body the product sends to %s",
    (_key, call) => {
      expect(routeByKey.get(callKey(call))?.body).toBeDefined();
    },
  );
});

describe("docs/product/calls.md against the route table", () => {
  it("names each call once", () => {
    const names = documented.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const keys = documented.map(callKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(routeEntries)("documents %s as the table declares it", (name, route) => {
    const expected: DeclaredPart = {
      name,
      service: route.service,
      method: route.method,
      path: route.path,
      auth: route.auth,
      body: route.body === undefined ? "none" : (route.bodyKind ?? "json"),
    };
    const row = documentedByName.get(name);
    expect(row && declaredPart(row), `${name} is missing`).toEqual(expected);
  });

  it("documents no call the table lacks", () => {
    const declared = new Set(routeEntries.map(([name]) => name));
    expect(documented.map((c) => c.name).filter((n) => !declared.has(n))).toEqual([]);
  });
});
