import { adminApiRoutes, type RouteDef, routes } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changesBetween, fingerprint } from "../testing/hostile/fingerprint";
import { type CallParts, requestOf } from "../testing/hostile/hostileCalls";
import { sampleFieldsOf } from "../testing/hostile/sampleValue";
import { buildWorld, type Caller, type World } from "../testing/hostile/world";
import { idValueOf, type Target, targetOf } from "../testing/hostile/worldTargets";
import { startTestApp, type TestApp } from "../testing/testApp";
import { testEngines } from "../testing/testDb";
import { fastifyPath } from "./registerRoute";

/*
 * Who may reach someone else's things, generated from the route table: every route whose path,
 * query or body names a thing of the world's two owners (a creator, an instructor) is called by
 * six people who are not its owner — nobody signed in, a stranger, a coworker who may only look,
 * a share-code holder, a student of the instructor's class, an instructor of another class —
 * with a well-formed request. Each must be refused (401 for nobody, 403 or 404 for the rest) and
 * nothing may be written, unless MAY below lets that person through and says why. The owner's
 * own read of each route is the control: it must get past the check, so an id the world filled
 * wrongly cannot pass for a refusal.
 */

type RouteName = keyof typeof routes | keyof typeof adminApiRoutes;
type Attacker = Exclude<Caller, "creator" | "instructor">;

const ATTACKERS: readonly Attacker[] = [
  "anonymous",
  "stranger",
  "viewer",
  "holder",
  "student",
  "otherInstructor",
];

/**
 * The cells where someone other than the owner goes through, and why. Reads among them are
 * called and must answer; writes are not called here (they would change the world the other
 * cells stand on), and their own modules' matrices call them.
 */
const LOOKS = "a coworker who may only look reads the project's tours";
const HOLDS = "a space is read and talked about by those it is shared with";
const MAY: Partial<Record<RouteName, Partial<Record<Attacker, string>>>> = {
  getTour: { viewer: LOOKS },
  getSite: { viewer: LOOKS },
  getPublishHistory: { viewer: LOOKS },
  getTourStatistics: { viewer: LOOKS },
  getLayersStatus: { viewer: LOOKS },
  checkLayerFiles: { viewer: LOOKS },
  listTourModels: { viewer: LOOKS },
  getTourPermission: { viewer: LOOKS },
  listProjectTours: { viewer: LOOKS },
  listProjectCoworkers: { viewer: "coworkers see who else works on the project" },
  removeProjectCoworker: { viewer: "a coworker may leave the project (the id is their own)" },
  leaveShareCode: { holder: "a holder may leave a code they joined" },
  getSpace: { viewer: HOLDS, holder: HOLDS },
  clearSpaceUnread: { viewer: HOLDS, holder: HOLDS },
  listSpaceComments: { viewer: HOLDS, holder: HOLDS },
  createSpaceComment: { viewer: HOLDS, holder: HOLDS },
  exportTourPannellum: { viewer: "an export is a read: it holds what the coworker sees" },
  downloadPublishedSite: { viewer: "the published site is public; its archive is a read" },
  // A public call that answers the same for every account, so it tells no one which exist; its
  // mail goes to the deactivated account's own address, and only when email and id both match.
  requestWithdrawalVerification: Object.fromEntries(
    ATTACKERS.map((c): [Attacker, string] => [
      c,
      "the same answer for everyone; the mail goes to the account's own address",
    ]),
  ),
};

const contractRoutes = Object.entries({ ...routes, ...adminApiRoutes }) as [RouteName, RouteDef][];

const sampleOf = sampleFieldsOf;

/** The fields of a sample that name a world thing. */
const targetsIn = (route: RouteDef, sample: Record<string, unknown>): Target[] =>
  Object.keys(sample).flatMap((name) => targetOf(route, name) ?? []);

/** A sample's fields with those that name a world thing filled in (an array field gets one). */
const filled = (route: RouteDef, sample: Record<string, unknown>, world: World) =>
  Object.fromEntries(
    Object.entries(sample).map(([name, value]): [string, unknown] => {
      const target = targetOf(route, name);
      if (target === null) return [name, value];
      const id = idValueOf(target, world.ids);
      return [name, Array.isArray(value) ? [id] : id];
    }),
  );

const bodyOf = (route: RouteDef) => (route.body === undefined ? undefined : sampleOf(route.body));

/** Whose things the route's call names: none for a route outside the matrix. */
const ownersOf = (route: RouteDef): Set<Target["owner"]> =>
  new Set(
    [sampleOf(route.params), sampleOf(route.query), bodyOf(route) ?? {}]
      .flatMap((sample) => targetsIn(route, sample))
      .map((target) => target.owner),
  );

/** The route's well-formed call as `caller`, aimed at the world's things. */
const partsOf = (route: RouteDef, world: World, caller: Caller): CallParts => {
  const body = bodyOf(route);
  return {
    method: route.method,
    path: fastifyPath(route),
    params: filled(route, sampleOf(route.params), world) as Record<string, string>,
    query: filled(route, sampleOf(route.query), world),
    body: body === undefined ? undefined : filled(route, body, world),
    multipart: route.bodyKind === "multipart",
    headers: { ...(sampleOf(route.headers) as Record<string, string>), ...world.headers[caller] },
    accepts: () => true,
  };
};

/** The matrix's rows: the routes whose call names someone's thing. */
const ROWS = contractRoutes.filter(([, route]) => ownersOf(route).size > 0);

describe.each(testEngines)("permission matrix on %s", (engine) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(engine);
    world = await buildWorld(t);
  }, 120_000);
  afterAll(() => t.close());

  const statusOf = async (route: RouteDef, caller: Caller) => {
    const res = await t.app.inject(await requestOf(partsOf(route, world, caller)));
    return { status: res.statusCode, body: res.body.slice(0, 200) };
  };

  it("has a row for every route that names a thing, and MAY names only rows", () => {
    expect(ROWS.length).toBeGreaterThan(80);
    const rows = new Set(ROWS.map(([name]) => name));
    expect(Object.keys(MAY).filter((name) => !rows.has(name as RouteName))).toEqual([]);
  });

  it.each(ROWS)("%s: only the owner and MAY get through", async (name, route) => {
    const may = MAY[name] ?? {};
    const before = await fingerprint(t);
    const wrong: string[] = [];
    for (const caller of ATTACKERS) {
      if (may[caller] !== undefined) continue;
      const { status, body } = await statusOf(route, caller);
      const refused = caller === "anonymous" ? status === 401 : status === 403 || status === 404;
      if (!refused) wrong.push(`${caller} → ${status} ${body}`);
    }
    expect(wrong.join("\n")).toBe("");
    expect(changesBetween(before, await fingerprint(t))).toEqual([]);
    if (route.method !== "GET") return;
    // The reads MAY allows, and the control: each owner of a thing the call names. Both must get
    // past the permission check (what the route then does is its module's tests' business: the
    // world's scenes have no tiles, so a site download stops there).
    const through = [...ATTACKERS.filter((c) => may[c] !== undefined), ...ownersOf(route)];
    for (const caller of through) {
      const { status, body } = await statusOf(route, caller);
      expect([401, 403, 404], `${caller}: ${body}`).not.toContain(status);
    }
  });
});
