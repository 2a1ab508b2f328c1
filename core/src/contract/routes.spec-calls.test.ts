import { describe, expect, it } from "vitest";
import type { RouteDef } from "./route";
import { routes } from "./routes";
import { parseSpecCalls } from "./testing/parseSpecCalls";
import { type SpecCall, specCalls } from "./testing/specCalls";

/*
 * Done-when of the contract issue: the route table holds every call of spec §7. The calls are
 * transcribed by hand in `testing/specCalls.ts`; when the spec itself is at hand
 * (`/work/shared/spec.md`, i.e. `../../shared/spec.md` from the repository root), the
 * transcription is checked against it in both directions so it cannot silently miss a call.
 */

/** Parameter names differ between the spec and the table (`{id}` vs `{tourId}`); shapes do not. */
const callKey = (c: Pick<SpecCall, "service" | "method" | "path">): string =>
  `${c.service} ${c.method} ${c.path.replace(/\{[^}]*\}/g, "{}")}`;

const routeList: RouteDef[] = Object.values(routes);
const routeByKey = new Map(routeList.map((r) => [callKey(r), r]));

const specFiles = import.meta.glob<string>("../../../../shared/spec.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const specText = Object.values(specFiles)[0];

describe("the route table against spec §7", () => {
  it("has a transcription of every call, each once", () => {
    expect(specCalls.length).toBeGreaterThanOrEqual(115);
    const keys = specCalls.map(callKey);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it.each(specCalls.map((c) => [callKey(c), c] as const))("serves %s", (_key, call) => {
    expect(routeByKey.get(callKey(call)), `${callKey(call)} is missing`).toBeDefined();
  });

  it.each(specCalls.filter((c) => c.body).map((c) => [callKey(c), c] as const))(
    "takes the body the spec gives %s",
    (_key, call) => {
      expect(routeByKey.get(callKey(call))?.body).toBeDefined();
    },
  );
});

if (specText !== undefined) {
  describe("the transcription against the spec text", () => {
    const parsed = parseSpecCalls(specText);
    const transcribed = new Set(specCalls.filter((c) => !c.prose).map(callKey));
    const found = new Set(parsed.calls.map(callKey));

    it("misses no METHOD path line of §7", () => {
      expect([...found].filter((k) => !transcribed.has(k))).toEqual([]);
    });

    it("invents no call the spec does not name", () => {
      expect([...transcribed].filter((k) => !found.has(k))).toEqual([]);
    });

    it("only skips the provider's Kakao token call", () => {
      expect(parsed.skipped).toEqual(["POST form-encoded"]);
    });
  });
}
