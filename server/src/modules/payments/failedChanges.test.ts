import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import {
  advanceTo,
  DAY_MS,
  declineEveryCharge,
  freshApi,
  planOf,
  registerCard,
  subscribe,
  theScheduled,
  tick,
} from "./testing/billingTestKit";
import { CARDS, startPaymentsApp } from "./testing/paymentsTestKit";

/** Renewals that are not the plan running now: a downgrade waiting its turn, a hosting tier. */
describe.each(testEngines)("failed downgrades and hosting renewals on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  it("keeps the dearer plan while the cheaper one it gives way to cannot be charged, then lapses to FREE", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "PLAN-BUSINESS-MONTH");
    await subscribe(t, user, "PLAN-PRO-MONTH");
    const downgrade = await theScheduled(t, user);
    expect(downgrade.change_kind).toBe("downgrade");
    await declineEveryCharge(t, user);
    advanceTo(t, downgrade.scheduled_at);
    await tick(t);
    const kept = await planOf(t, user);
    expect(kept?.type).toBe("BUSINESS");
    expect(new Date(kept?.expiresAt ?? 0).getTime()).toBeGreaterThan(
      t.deps.clock().getTime() + DAY_MS - 60_000,
    );
    for (const days of [1, 3]) {
      t.advance(days * DAY_MS + 60_000);
      await tick(t);
    }
    expect((await planOf(t, user))?.type).toBe("FREE");
  });

  it("keeps a hosting tier while its renewal is retried, then falls back to free hosting", async () => {
    const user = await createTestUser(t);
    await registerCard(t, user, CARDS.good);
    await subscribe(t, user, "HOSTING-BASIC-MONTH");
    const renewal = await theScheduled(t, user);
    await declineEveryCharge(t, user);
    advanceTo(t, renewal.scheduled_at);
    await tick(t);
    const hostingType = async () =>
      (await (await freshApi(t, user)).getAccount({ headers: { "accept-language": "en" } }))
        .hostingPlan?.type;
    expect(await hostingType()).toBe("Hosting BASIC");
    for (const days of [1, 3]) {
      t.advance(days * DAY_MS + 60_000);
      await tick(t);
    }
    expect(await hostingType()).toBe("Hosting FREE");
  });
});
