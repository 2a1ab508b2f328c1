import type { TestApp } from "../../testing/testApp";
import type { TestUser } from "../../testing/users";
import { CARDS, cardForm, freshApi, payAtCheckout, statusBecomes } from "../payments/testing";

/** Buys licence goods (`LICENCE-1M`, `LICENCE-1M-BULK`…) with the sandbox's good test card. */
export const buyLicences = async (t: TestApp, buyer: TestUser, goodsCode: string) => {
  const request = await (await freshApi(t, buyer)).preparePaymentGoods({
    headers: { langcode: "EN" },
    body: { goodsCodes: [goodsCode] },
  });
  await payAtCheckout(t, request.merchantUid, cardForm(CARDS.good));
  await statusBecomes(t, request.merchantUid, "COMPLETE");
  return request.merchantUid;
};

/**
 * What a delivery writes: every licence's holder and term, and every account's plan term. Equal
 * before and after a refused delivery.
 */
export const deliveryState = async (t: TestApp) => {
  const db = t.deps.db.kysely;
  const licences = await db
    .selectFrom("licences")
    .select(["id", "holder_id", "delivered_at", "expires_at"])
    .orderBy("id")
    .execute();
  const accounts = await db
    .selectFrom("accounts")
    .select(["user_id", "plan_id", "plan_started_at", "plan_expires_at"])
    .orderBy("user_id")
    .execute();
  return { licences, accounts };
};

/** The student's account plan as stored. */
export const studentPlanRow = (t: TestApp, userId: string) =>
  t.deps.db.kysely
    .selectFrom("accounts")
    .select(["plan_id", "plan_started_at", "plan_expires_at"])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
