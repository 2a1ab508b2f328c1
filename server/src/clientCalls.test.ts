import { fileURLToPath } from "node:url";
import { routes } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fastifyPath } from "./http/registerRoute";
import { auditCalls, callsExplainedIn, callsNamedIn } from "./testing/clientCalls/callsInUse";
import { startTestApp, type TestApp } from "./testing/testApp";

/** The repository's root: this file sits at `server/src/`. */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("calls the clients make", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("every served call is made by a client, or docs/decisions.md says why none does", () => {
    const served = Object.entries(routes)
      .filter(([, r]) => t.app.hasRoute({ method: r.method, url: fastifyPath(r) }))
      .map(([name]) => name);
    const audit = auditCalls(ROOT, served);
    expect(audit.unexplained, "served calls no client makes and no decision explains").toEqual([]);
    expect(audit.explainedButMade, "calls a client makes, still listed as made by none").toEqual(
      [],
    );
    expect(audit.unknownExplained, "names in the section that no served call has").toEqual([]);
  });
});

describe("reading the sources", () => {
  it("finds a call by its whole name after a dot, not a longer name or a bare word", () => {
    const names = ["getTour", "getTourStatistics", "listModels"];
    const made = callsNamedIn("await api.getTourStatistics({}); // listModels later", names);
    expect([...made]).toEqual(["getTourStatistics"]);
  });

  it("reads every backticked name before a bullet's colon, in its own section only", () => {
    const decisions = [
      "# Decisions",
      "- `getTour` is elsewhere: not in the section",
      "## Calls no client makes",
      "- `getA` and `getB`: kept for `getC`'s partners",
      "- `getD`: reason",
      "## Later",
      "- `getE`: another section",
    ].join("\n");
    expect([...callsExplainedIn(decisions)].sort()).toEqual(["getA", "getB", "getD"]);
  });
});
