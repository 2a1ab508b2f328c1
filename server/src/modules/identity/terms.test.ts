import { ORBIS_SERVICE } from "@orbis/core/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANDATORY_TERMS, registerByEmail } from "../../testing/registration";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";

type Agreements = {
  code: number;
  message?: string;
  data?: {
    serviceId: string;
    agreements: { termsId: string; agreed: boolean; agreedAt: string | null }[];
  };
};

describe.each(testEngines)("terms agreement on %s", (engine) => {
  let t: TestApp;
  let auth: { "x-user-auth-token": string };
  beforeAll(async () => {
    t = await startTestApp(engine);
    const res = await registerByEmail(t, "terms@example.com");
    auth = {
      "x-user-auth-token": (res.json() as { data: { accessToken: string } }).data.accessToken,
    };
  });
  afterAll(() => t.close());

  const get = (serviceId: string = ORBIS_SERVICE.serviceId) =>
    t.call({
      method: "GET",
      url: `/identity/v1/terms/agreement?serviceId=${serviceId}`,
      headers: auth,
    });
  const put = (agreements: { termsId: string; agreed: boolean }[]) =>
    t.call({
      method: "PUT",
      url: "/identity/v1/terms/agreement",
      headers: auth,
      payload: { serviceId: ORBIS_SERVICE.serviceId, agreements },
    });

  it("lists the answers given at registration", async () => {
    const body = (await get()).json() as Agreements;
    expect(body.data?.agreements.map((a) => [a.termsId, a.agreed])).toEqual([
      ...MANDATORY_TERMS.map((id) => [id, true]),
      ["orbis-marketing", false],
    ]);
    expect(body.data?.agreements[0]?.agreedAt).toMatch(/Z$/);
  });

  it("agrees to and withdraws an optional term", async () => {
    const on = (await put([{ termsId: "orbis-marketing", agreed: true }])).json() as Agreements;
    expect(on.data?.agreements.find((a) => a.termsId === "orbis-marketing")).toMatchObject({
      agreed: true,
    });
    const off = (await put([{ termsId: "orbis-marketing", agreed: false }])).json() as Agreements;
    expect(off.data?.agreements.find((a) => a.termsId === "orbis-marketing")).toEqual({
      termsId: "orbis-marketing",
      agreed: false,
      agreedAt: null,
    });
  });

  it("refuses withdrawing a mandatory term and unknown terms, changing nothing", async () => {
    const before = (await get()).json();
    const withdraw = await put([{ termsId: "orbis-privacy", agreed: false }]);
    expect(withdraw.statusCode).toBe(400);
    expect((withdraw.json() as Agreements).message).toContain(
      "mandatory terms cannot be withdrawn",
    );
    expect((await put([{ termsId: "nope", agreed: true }])).statusCode).toBe(400);
    expect((await get()).json()).toEqual(before);
  });

  it("answers 404 for an unknown service and 401 without a token", async () => {
    expect((await get("elsewhere")).statusCode).toBe(404);
    expect(
      (await t.call({ method: "GET", url: "/identity/v1/terms/agreement?serviceId=orbis" }))
        .statusCode,
    ).toBe(401);
  });
});
