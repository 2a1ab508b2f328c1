import type { PayMethodInfo, SubscriptionPayment } from "@orbis/core/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { payMethodRepository } from "./payMethodRepository";
import { paymentRepository } from "./paymentRepository";
import { payMethodView, subscriptionView } from "./paymentViews";

/**
 * What account info shows of payments (docs/product/entities.md): the subscription's latest payment with its next
 * charge, and the default payment method (`cardName` `paypal` means the plan is paid in USD).
 */
export const accountPayment = async (
  db: Kysely<Database>,
  userId: string,
): Promise<{ payment: SubscriptionPayment | null; payMethodInfo: PayMethodInfo | null }> => {
  const payments = paymentRepository(db);
  const latest = await payments.latestPaid(userId);
  const next = (await payments.scheduled(userId))[0];
  const method = await payMethodRepository(db).findDefault(userId);
  return {
    payment: latest === undefined ? null : subscriptionView(latest, next),
    payMethodInfo: method === undefined ? null : payMethodView(method),
  };
};
