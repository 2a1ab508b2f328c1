import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { startPaymentsApp } from "./testing/paymentsTestKit";

describe.each(testEngines)("the payment history's days on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startPaymentsApp(engine);
  });
  afterAll(() => t.close());

  it.each([
    ["a 31 February", { from: "2025-02-31" }, "query.from: There is no such day in the calendar"],
    ["a 29 February of a common year", { to: "2025-02-29" }, "query.to: There is no such day"],
    ["a month 13", { from: "2025-13-01" }, "query.from: Write the day as YYYY-MM-DD"],
  ])("refuses %s with 400 naming the field", async (_, query, message) => {
    const user = await createTestUser(t);
    const refused = await refusalOf(
      apiFor(t, user).getPaymentHistory({ params: { appId: "orbis" }, query }),
    );
    expect([refused.status, refused.code]).toEqual([400, 10400]);
    expect(refused.message).toContain(message);
  });

  it("takes a leap day", async () => {
    const user = await createTestUser(t);
    const history = await apiFor(t, user).getPaymentHistory({
      params: { appId: "orbis" },
      query: { from: "2024-02-29", to: "2024-02-29" },
    });
    expect(history.list).toEqual([]);
  });
});
