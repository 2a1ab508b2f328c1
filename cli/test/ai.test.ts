import { AI_STYLES, aiUsagePeriod } from "@orbis/core/ai";
import { subscribeTo } from "@orbis/testkit/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKETCH_NOTICE } from "../src/lib/output/aiUsage";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * AI panoramas from the terminal: an instructor (on the edu-instructor plan, ordered as a paying
 * user orders it) lists the styles, reads the month's credits, paints images (into a tour too),
 * lists and deletes them; a FREE account is told AI images come with an education plan. The
 * test server paints 1024 px sketches.
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
    expect(json).toEqual(
      AI_STYLES.map((s) => ({
        id: s.id,
        name: s.name,
        thumbnailUrl: `/cdn/ai-styles/${s.id}.jpg`,
      })),
    );
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
      `0 of 300 AI panoramas used this month, 300 left; credits renew ${renew} 00:00Z\n${SKETCH_NOTICE}\n`,
    );
    const json = expectExit(await instructor.orbis(["ai", "usage", "--json"]), 0).json();
    expect(json).toEqual({
      used: 0,
      limit: 300,
      periodEnd: `${renew}T00:00:00.000Z`,
      generator: "sketch",
    });
  });

  it("tells an account without an education plan, with the plan's exit code", async () => {
    const r = expectExit(await creator.orbis(["ai", "usage"]), 4);
    expect(r.stderr).toMatch(/^Error 70008: AI images come with an education plan/m);
    expectExit(await creator.orbis(["ai", "styles"]), 4);
  });
});

type Image = { id: string; status: string; imageUrl: string | null };

describe("ai generate, list and delete", () => {
  const style = AI_STYLES[0]?.id ?? "";

  it("asks for images and ends at once without --wait; list shows them, delete stops and removes them", async () => {
    const asked = expectExit(
      await instructor.orbis(["ai", "generate", "a quiet bay", "-s", style, "-n", "2", "--json"]),
      0,
    ).json() as { images: Image[]; scenes: unknown[] };
    expect(asked.images.map((i) => i.status)).toEqual(["pending", "pending"]);
    expect(asked.scenes).toEqual([]);
    const listed = expectExit(
      await instructor.orbis(["ai", "list", "--json"]),
      0,
    ).json() as Image[];
    expect(listed.map((i) => i.id)).toEqual(expect.arrayContaining(asked.images.map((i) => i.id)));
    const table = expectExit(await instructor.orbis(["ai", "list"]), 0).stdout;
    expect(table).toMatch(/^ID\s+STATUS\s+STYLE\s+CREATED\s+PROMPT$/m);
    expect(table).toContain("a quiet bay");
    const ids = asked.images.map((i) => i.id);
    expect(expectExit(await instructor.orbis(["ai", "delete", ...ids, "--yes"]), 0).stdout).toBe(
      "Deleted 2 AI image(s)\n",
    );
    const after = expectExit(await instructor.orbis(["ai", "list", "--json"]), 0).json() as Image[];
    expect(after.map((i) => i.id)).not.toEqual(expect.arrayContaining([ids[0]]));
  });

  it("with --tour waits for the images, shows progress, and adds them to the tour as scenes", async () => {
    const { id: projectId } = await instructor.api.createProject({
      body: { name: "AI class", kind: "contents" },
    });
    const { id: tourId } = await instructor.api.createProjectTour({
      params: { id: projectId },
      body: { title: "Painted places" },
    });
    const r = expectExit(
      await instructor.orbis([
        "ai",
        "generate",
        "a school yard in spring",
        "-s",
        style,
        "-n",
        "2",
        "-t",
        tourId,
      ]),
      0,
    );
    expect(r.stderr).toMatch(/^0 of 2 painted; /m);
    expect(r.stdout).toMatch(/^SCENE\s+TITLE$/m);
    const tour = await instructor.api.getTour({ params: { id: tourId } });
    expect(tour.scenes.map((s) => s.title)).toEqual([
      "a school yard in spring",
      "a school yard in spring",
    ]);
    const json = expectExit(
      await instructor.orbis(["ai", "generate", "a pier", "-s", style, "-t", tourId, "--json"]),
      0,
    ).json() as { images: Image[]; scenes: { id: string }[] };
    expect(json.images.map((i) => i.status)).toEqual(["complete"]);
    expect(
      (await instructor.api.getTour({ params: { id: tourId } })).scenes.map((s) => s.id),
    ).toContain(json.scenes[0]?.id);
  });

  it("refuses an unknown style (exit 2) and a FREE account (exit 4), painting nothing", async () => {
    const before = (await instructor.api.getAiImageUsage()).used;
    const r = expectExit(
      await instructor.orbis(["ai", "generate", "a lake", "-s", "watercolour"]),
      2,
    );
    expect(r.stderr).toMatch(/^Error 10400: body.style: there is no style "watercolour"/m);
    expect((await instructor.api.getAiImageUsage()).used).toBe(before);
    expectExit(await creator.orbis(["ai", "generate", "a lake", "-s", style]), 4);
    expectExit(await creator.orbis(["ai", "list"]), 4);
  });
});
