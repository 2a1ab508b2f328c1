import { CODE_GUESS_POLICY } from "@orbis/core/sharing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { routeUrl } from "../../testing/routeUrl";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { publishedTour, shareWith, sharingRows } from "./testing/testKit";

/** A code that is well formed but belongs to nobody (0, 1, I, L and O are never drawn). */
const NOBODYS = "ZZZZ-ZZZZ";

describe.each(testEngines)("joining with a share code on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let code: { codeId: string; code: string };
  let tourId: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await createTestUser(t, { planId: "pro", name: "Teacher" });
    tourId = (await publishedTour(t, owner)).tourId;
    code = await shareWith(t, owner, tourId, []);
  });
  afterAll(() => t.close());

  const join = (api: TestApi, typed: string) => api.joinShareCode({ body: { code: typed } });

  it("takes the code as people type it, and joining twice keeps the first join", async () => {
    const pupil = apiFor(t, await createTestUser(t));
    const typed = `${code.code.slice(0, 4).toLowerCase()} - ${code.code.slice(4)}`;
    const held = await join(pupil, typed);
    expect(held).toMatchObject({
      codeId: code.codeId,
      title: "Class 3-2",
      owner: { id: owner.id, name: "Teacher" },
      spaceCount: 1,
    });
    t.advance(1_000);
    expect(await join(pupil, code.code)).toEqual(held);
    expect((await pupil.listSharedSpaces({ query: {} })).list.map((s) => s.spaceId)).toEqual([
      tourId,
    ]);
  });

  it("refuses one's own code without counting it as a guess", async () => {
    const before = await sharingRows(t);
    for (let i = 0; i < CODE_GUESS_POLICY.lockAfter; i++)
      expect((await refusalOf(join(apiFor(t, owner), code.code))).code).toBe(130008);
    expect(await sharingRows(t)).toEqual(before);
  });

  it("answers unknown and malformed codes as missing", async () => {
    const pupil = apiFor(t, await createTestUser(t));
    const before = await sharingRows(t);
    for (const typed of [NOBODYS, "hello"])
      expect((await refusalOf(join(pupil, typed))).code).toBe(130001);
    // One remembered run of wrong codes, nothing else.
    expect(await sharingRows(t)).toEqual({ ...before, code_guesses: before.code_guesses + 1 });
    const refused = await refusalOf(join(pupil, ""));
    expect([refused.code, refused.message.startsWith("body.code")]).toEqual([10400, true]);
  });

  it("slows a burst of wrong codes down, then locks joining, with the wait to show", async () => {
    const guesser = await createTestUser(t);
    const api = apiFor(t, guesser);
    const waits: number[] = [];
    for (let failures = 0; failures < CODE_GUESS_POLICY.lockAfter; ) {
      const refusal = await refusalOf(join(api, NOBODYS));
      if (refusal.code === 130001) {
        failures++;
        continue;
      }
      expect(refusal.code).toBe(130002);
      const { retryAfterSeconds } = refusal.details as { retryAfterSeconds: number };
      waits.push(retryAfterSeconds);
      // The right code waits too: the throttle is checked before any code is looked up.
      expect((await refusalOf(join(api, code.code))).code).toBe(130002);
      t.advance(retryAfterSeconds * 1000);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32]);

    const raw = await t.call({
      method: "POST",
      url: routeUrl("joinShareCode"),
      headers: { ...guesser.auth, "content-type": "application/json" },
      payload: JSON.stringify({ code: code.code }),
    });
    const lockSeconds = CODE_GUESS_POLICY.lockMs / 1000;
    expect([raw.statusCode, raw.headers["retry-after"], raw.json()]).toEqual([
      429,
      String(lockSeconds),
      expect.objectContaining({ code: 130002, details: { retryAfterSeconds: lockSeconds } }),
    ]);

    t.advance(CODE_GUESS_POLICY.lockMs);
    const before = await sharingRows(t);
    await join(api, code.code);
    // Holding the code, and the run of wrong codes forgotten.
    expect(await sharingRows(t)).toEqual({
      ...before,
      share_code_holders: before.share_code_holders + 1,
      code_guesses: before.code_guesses - 1,
    });
  });
  it("limits joining per address on top, when rate limits are on", async () => {
    const limited = await startTestApp(engine, { env: { RATE_LIMIT: "true" } });
    try {
      const teacher = await createTestUser(limited);
      const api = apiFor(limited, teacher);
      const own = await api.createShareCode({ body: { title: "Mine" } });
      const codes: number[] = [];
      // One's own code is refused without counting as a guess: only the address limit bites.
      for (let i = 0; i <= 30; i++) codes.push((await refusalOf(join(api, own.code))).code);
      expect([codes.slice(0, 30).every((c) => c === 130008), codes[30]]).toEqual([true, 10429]);
    } finally {
      await limited.close();
    }
  });
});
