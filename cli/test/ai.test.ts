import { AI_STYLES, aiUsagePeriod } from "@orbis/core/ai";
import { subscribeTo } from "@orbis/testkit/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * AI panoramas from the terminal: an instructor (on the edu-instructor plan, ordered as a paying
 * user orders it) lists the styles and reads the month's credits; a FREE account is told AI
 * images come with an education plan.
 */

let instructor: CliFixture;
let creator: CliFixture;

beforeAll(async () => {
  [instructor, creator] = await Promise.all([
    cliFixture("ai-instructor"),
    cliFixture("ai-creator"),
  ]);
  expectExit(await instructor.signIn(), 0);
  expectExit(await creator.signIn(), 0);
  await subscribeTo(instructor.api, "PLAN-EDU-INSTRUCTOR-MONTH", {
    email: instructor.account.email,
  });
});
afterAll(async () => {
  await instructor?.cleanup();
  await creator?.cleanup();
});

describe("ai styles", () => {
  it("lists the styles by ID and name, and as JSON", async () => {
    const table = expectExit(await instructor.orbis(["ai", "styles"]), 0).stdout.trimEnd();
    const [header, , ...rows] = table.split("\n");
    expect(header).toMatch(/^ID\s+NAME$/);
    expect(rows.map((row) => row.split(/\s{2,}/))).toEqual(AI_STYLES.map((s) => [s.id, s.name]));
    const json = expectExit(await instructor.orbis(["ai", "styles", "--json"]), 0).json();
    expect(json).toEqual(AI_STYLES.map((s) => ({ id: s.id, name: s.name, thumbnailUrl: null })));
  });
});

describe("ai usage", () => {
  it("says how many of the month's credits are used and when they renew", async () => {
    // The renewal date as the server reads its own clock.
    const { periodEnd } = await instructor.api.getAiImageUsage();
    expect(periodEnd).toBe(aiUsagePeriod(new Date(periodEnd ?? "")).start.toISOString());
    const renew = (periodEnd ?? "").slice(0, 10);
    const line = expectExit(await instructor.orbis(["ai", "usage"]), 0).stdout;
    expect(line).toBe(
      `0 of 300 AI panoramas used this month, 300 left; credits renew ${renew} 00:00Z\n`,
    );
    const json = expectExit(await instructor.orbis(["ai", "usage", "--json"]), 0).json();
    expect(json).toEqual({ used: 0, limit: 300, periodEnd: `${renew}T00:00:00.000Z` });
  });

  it("tells an account without an education plan, with the plan's exit code", async () => {
    const r = expectExit(await creator.orbis(["ai", "usage"]), 4);
    expect(r.stderr).toMatch(/^Error 70008: AI images come with an education plan/m);
    expectExit(await creator.orbis(["ai", "styles"]), 4);
  });
});
