import { formatShareCode, SHARE_CODE_ALPHABET, SHARE_CODES_PER_ACCOUNT } from "@orbis/core/sharing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser, type TestUser } from "../../testing/users";
import { publishedTour, shareWith, sharingRows } from "./testing/testKit";

const CODE_SHAPE = new RegExp(`^[${SHARE_CODE_ALPHABET}]{8}$`);

describe.each(testEngines)("share codes on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let as: { owner: TestApi; other: TestApi };

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await createTestUser(t, { planId: "pro", name: "Teacher" });
    other = await createTestUser(t);
    as = { owner: apiFor(t, owner), other: apiFor(t, other) };
  });
  afterAll(() => t.close());

  it("creates readable, unique codes; lists them newest first; gets one with its spaces", async () => {
    const first = await as.owner.createShareCode({ body: { title: "Class 3-1" } });
    t.advance(1_000);
    const second = await as.owner.createShareCode({ body: { title: "Class 3-2" } });
    expect(first).toMatchObject({ title: "Class 3-1", spaceCount: 0 });
    for (const { code } of [first, second]) expect(code).toMatch(CODE_SHAPE);
    expect(second.code).not.toBe(first.code);

    const { tourId } = await publishedTour(t, owner);
    await as.owner.shareSpace({ params: { spaceId: tourId }, body: { codeIds: [second.codeId] } });
    const listed = await as.owner.listShareCodes();
    expect(listed.map((c) => [c.codeId, c.spaceCount])).toEqual([
      [second.codeId, 1],
      [first.codeId, 0],
    ]);
    expect(await as.owner.getShareCode({ params: { codeId: second.codeId } })).toEqual({
      ...second,
      spaceCount: 1,
      spaceIds: [tourId],
    });
    expect(await as.other.listShareCodes()).toEqual([]);
  });

  it("draws codes from the unambiguous alphabet only, never twice", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++)
      codes.add((await as.other.createShareCode({ body: { title: `Group ${i}` } })).code);
    expect(codes.size).toBe(20);
    for (const code of codes) expect(code).not.toMatch(/[01ILO]/);
    for (const { codeId } of await as.other.listShareCodes())
      await as.other.deleteShareCode({ params: { codeId } });
  });

  it("answers someone else's code as a missing one, and changes nothing", async () => {
    const mine = await as.owner.createShareCode({ body: { title: "Mine" } });
    const before = await sharingRows(t);
    const params = { params: { codeId: mine.codeId } };
    expect((await refusalOf(as.other.getShareCode(params))).code).toBe(130001);
    expect((await refusalOf(as.other.deleteShareCode(params))).code).toBe(130001);
    expect(
      (await refusalOf(as.other.getShareCode({ params: { codeId: "no-such-code" } }))).code,
    ).toBe(130001);
    expect(await sharingRows(t)).toEqual(before);
    await as.owner.deleteShareCode(params);
  });

  it("refuses a blank or too long title with the field named, writing nothing", async () => {
    const before = await sharingRows(t);
    for (const title of ["   ", "x".repeat(51)]) {
      const refusal = await refusalOf(as.owner.createShareCode({ body: { title } }));
      expect([refusal.code, refusal.message.startsWith("body.title")]).toEqual([10400, true]);
    }
    expect(await sharingRows(t)).toEqual(before);
  });

  it("deleting a code unshares its spaces and drops its holders at once", async () => {
    const { tourId } = await publishedTour(t, owner, "Harbour");
    const code = await shareWith(t, owner, tourId, [other], "Doomed");
    expect((await as.other.listSharedSpaces({ query: {} })).total).toBe(1);
    await as.owner.deleteShareCode({ params: { codeId: code.codeId } });
    expect(await as.other.listSharedSpaces({ query: {} })).toEqual({ list: [], total: 0 });
    expect((await refusalOf(as.other.getSpace({ params: { spaceId: tourId } }))).code).toBe(130003);
    expect(await as.owner.getSpaceShare({ params: { spaceId: tourId } })).toEqual({
      spaceId: tourId,
      codeIds: [],
    });
    const before = await sharingRows(t);
    expect(
      (await refusalOf(as.other.joinShareCode({ body: { code: formatShareCode(code.code) } })))
        .code,
    ).toBe(130001);
    // Only the wrong guess is remembered.
    expect(await sharingRows(t)).toEqual({ ...before, code_guesses: before.code_guesses + 1 });
    expect(
      (await refusalOf(as.owner.deleteShareCode({ params: { codeId: code.codeId } }))).code,
    ).toBe(130001);
  });

  it(`stops at ${SHARE_CODES_PER_ACCOUNT} codes per account`, async () => {
    const teacher = await createTestUser(t);
    const api = apiFor(t, teacher);
    for (let i = 0; i < SHARE_CODES_PER_ACCOUNT; i++)
      await api.createShareCode({ body: { title: `Group ${i}` } });
    const before = await sharingRows(t);
    expect((await refusalOf(api.createShareCode({ body: { title: "One more" } }))).code).toBe(
      130009,
    );
    expect(await sharingRows(t)).toEqual(before);
    const [last] = await api.listShareCodes();
    await api.deleteShareCode({ params: { codeId: last?.codeId ?? "" } });
    await api.createShareCode({ body: { title: "Room again" } });
  });
});
