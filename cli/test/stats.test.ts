import { join } from "node:path";
import { subscribeTo } from "@orbis/testkit/accounts";
import { makePanoramas } from "@orbis/testkit/panoramas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * `orbis stats`: a PRO account's published tour is visited three times from a phone and a
 * desktop; the command shows them as a table, CSV and JSON, refuses a backwards range naming
 * --from's query field, and a FREE account is told statistics need a plan with them (70007).
 */

let pro: CliFixture;
let free: CliFixture;
let tourId: string;
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36";

beforeAll(async () => {
  [pro, free] = await Promise.all([cliFixture("stats-pro"), cliFixture("stats-free")]);
  expectExit(await pro.signIn(), 0);
  expectExit(await free.signIn(), 0);
  await subscribeTo(pro.api, "PLAN-PRO-MONTH", { email: pro.account.email });
  const projectId = (await pro.api.createProject({ body: { name: "Stats", kind: "contents" } })).id;
  tourId = (
    await pro.api.createProjectTour({ params: { id: projectId }, body: { title: "Visited" } })
  ).id;
  const [shot] = await makePanoramas(join(pro.configHome, "shots"), 1, 300);
  expectExit(await pro.orbis(["scenes", "upload", shot ?? "", "-t", tourId, "--wait"]), 0);
  const { slug } = await pro.api.publishTour({ params: { id: tourId }, body: {} });
  for (const agent of [PHONE, PHONE, DESKTOP]) {
    const page = await fetch(`${pro.origin}/t/${slug}`, {
      headers: { "user-agent": agent, "accept-language": "ko-KR,ko;q=0.9" },
    });
    expect(page.status).toBe(200);
  }
});
afterAll(async () => {
  await pro?.cleanup();
  await free?.cleanup();
});

describe("stats", () => {
  it("shows today's visits as a table, with devices and languages", async () => {
    const out = expectExit(await pro.orbis(["stats", tourId, "--granularity", "month"]), 0).stdout;
    const [header, , row] = out.split("\n");
    expect(header).toMatch(/^PERIOD\s+VISITS\s+VISITORS$/);
    // The whole range of 30 days falls in one or two months; today's visits are in the last.
    // Two agents from one address: two visitors.
    expect(out).toMatch(/\s3\s+2\n\n?Total: 3 visits, 2 visitors/);
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2}\s+\d+\s+\d+$/);
    expect(out).toContain("Devices: phone 2, desktop 1");
    expect(out).toContain("Languages: ko 3");
    expect(out).toContain("Referrers: direct 3");
  });

  it("writes the series as CSV and the whole answer as JSON", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const range = ["--from", today, "--to", today];
    const csv = expectExit(await pro.orbis(["stats", tourId, ...range, "--csv"]), 0).stdout;
    expect(csv).toBe(`period,visits,visitors\r\n${today},3,2\r\n`);
    const json = expectExit(await pro.orbis(["stats", tourId, ...range, "--json"]), 0).json<{
      totals: { visits: number };
      devices: { key: string; visits: number }[];
    }>();
    expect(json.totals.visits).toBe(3);
    expect(json.devices).toEqual([
      { key: "phone", visits: 2 },
      { key: "desktop", visits: 1 },
    ]);
  });

  it("refuses a backwards range with the server's 10400 naming the field", async () => {
    const r = expectExit(
      await pro.orbis(["stats", tourId, "--from", "2025-02-02", "--to", "2025-02-01"]),
      2,
    );
    expect(r.stderr).toMatch(/^Error 10400: query\.from: /m);
    expectExit(await pro.orbis(["stats", tourId, "--csv", "--json"]), 2);
  });

  it("tells a FREE account that statistics need a plan with them (70007)", async () => {
    const projectId = (await free.api.createProject({ body: { name: "Free", kind: "contents" } }))
      .id;
    const id = (
      await free.api.createProjectTour({ params: { id: projectId }, body: { title: "Mine" } })
    ).id;
    const r = expectExit(await free.orbis(["stats", id]), 4);
    expect(r.stderr).toMatch(/^Error 70007: /m);
  });
});
