import type { TestApp } from "../../../testing/testApp";
import type { TestUser } from "../../../testing/users";
import { CARDS, cardForm, freshApi, payAtCheckout, statusBecomes } from "../../payments/testing";
import { eduTestRepository } from "./eduTestRepository";

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
export const deliveryState = (t: TestApp) => eduTestRepository(t.deps.db.kysely).deliveryState();

/** The student's account plan as stored. */
export const studentPlanRow = (t: TestApp, userId: string) =>
  eduTestRepository(t.deps.db.kysely).planRow(userId);
