import { ORBIS_SERVICE } from "@orbis/core/contract";
import { retryAfterSecondsOf } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { requestCode } from "../../testing/registration";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";

describe.each(testEngines)("the rate limit of code mails on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { env: { RATE_LIMIT: "true" } });
  });
  afterAll(() => t.close());

  it("refuses a sixth renewal in a minute with 10429 saying how long to wait", async () => {
    const email = "hurried@example.com";
    const { verifyId } = await requestCode(t, email);
    const renew = () =>
      apiFor(t).renewEmailVerification({
        body: { ...ORBIS_SERVICE, email, verifyType: "register", verifyId },
      });
    for (let i = 0; i < 5; i++) await renew();
    const refusal = await refusalOf(renew());
    expect([refusal.status, refusal.code]).toEqual([429, 10429]);
    // The form that asked says when it may ask again (core's `codeResendRefusalOf`).
    const seconds = retryAfterSecondsOf(refusal.details);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});
