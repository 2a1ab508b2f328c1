import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { MANDATORY_TERMS, registerByEmail } from "../../testing/registration";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";

describe.each(testEngines)("terms agreement on %s", (engine) => {
  let t: TestApp;
  let api: TestApi;
  beforeAll(async () => {
    t = await startTestApp(engine);
    api = apiFor(t, (await registerByEmail(t, "terms@example.com")).accessToken);
  });
  afterAll(() => t.close());

  const get = (serviceId: string = ORBIS_SERVICE.serviceId) =>
    api.getTermsAgreement({ query: { serviceId } });
  const put = (agreements: { termsId: string; agreed: boolean }[]) =>
    api.updateTermsAgreement({ body: { serviceId: ORBIS_SERVICE.serviceId, agreements } });

  it("lists the answers given at registration", async () => {
    const { agreements } = await get();
    expect(agreements.map((a) => [a.termsId, a.agreed])).toEqual([
      ...MANDATORY_TERMS.map((id) => [id, true]),
      ["orbis-marketing", false],
    ]);
    expect(agreements[0]?.agreedAt).toMatch(/Z$/);
  });

  it("agrees to and withdraws an optional term", async () => {
    const on = await put([{ termsId: "orbis-marketing", agreed: true }]);
    expect(on.agreements.find((a) => a.termsId === "orbis-marketing")).toMatchObject({
      agreed: true,
    });
    const off = await put([{ termsId: "orbis-marketing", agreed: false }]);
    expect(off.agreements.find((a) => a.termsId === "orbis-marketing")).toEqual({
      termsId: "orbis-marketing",
      agreed: false,
      agreedAt: null,
    });
  });

  it("refuses withdrawing a mandatory term and unknown terms, changing nothing", async () => {
    const before = await get();
    const withdraw = await refusalOf(put([{ termsId: "orbis-privacy", agreed: false }]));
    expect(withdraw.status).toBe(400);
    expect(withdraw.message).toContain("mandatory terms cannot be withdrawn");
    expect((await refusalOf(put([{ termsId: "nope", agreed: true }]))).status).toBe(400);
    expect(await get()).toEqual(before);
  });

  it("answers 404 for an unknown service and 401 without a token", async () => {
    expect((await refusalOf(get("elsewhere"))).status).toBe(404);
    const anonymous = apiFor(t).getTermsAgreement({ query: { serviceId: "orbis" } });
    expect((await refusalOf(anonymous)).status).toBe(401);
  });
});
