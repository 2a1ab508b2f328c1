import { Webhook } from "@portone/server-sdk";
import { z } from "zod";
import type { NoticeRequest, VerifiedNotice } from "../paymentProvider";

/*
 * PortOne's webhooks follow Standard Webhooks: `webhook-id`, `webhook-timestamp` and
 * `webhook-signature` (HMAC-SHA256 of `id.timestamp.body`), which the SDK checks, timestamps
 * older or newer than five minutes included. The `webhook-id` stays the same when PortOne
 * delivers the same event again, so it is the event key.
 */

/** The part of a payment event Orbis reads: `Transaction.Paid`, `Transaction.Cancelled`, … */
const paymentEventSchema = z.object({
  type: z.string().startsWith("Transaction."),
  data: z.object({ paymentId: z.string().min(1) }),
});

/** The one value of a header, whatever its case (Node lower-cases them, a test may not). */
const headerOf = (request: NoticeRequest, name: string): string | undefined => {
  const entry = Object.entries(request.headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The payment a webhook is about, once its signature holds; null for a forged, altered or stale
 * one, and for events about other things (billing keys). A malformed secret throws: it would
 * refuse every notice, which the operator must hear about.
 */
export const verifyPortOneNotice = async (
  webhookSecret: string,
  request: NoticeRequest,
): Promise<VerifiedNotice | null> => {
  let webhook: unknown;
  try {
    webhook = await Webhook.verify(webhookSecret, request.rawBody, request.headers);
  } catch (error) {
    if (error instanceof Webhook.InvalidInputError) {
      throw new Error(`PORTONE_WEBHOOK_SECRET is not usable: ${error.message}`, { cause: error });
    }
    // A WebhookVerificationError, or a correctly signed body that is not JSON.
    return null;
  }
  const event = paymentEventSchema.safeParse(webhook);
  const eventKey = headerOf(request, "webhook-id");
  if (!event.success || eventKey === undefined) return null;
  return { merchantUid: event.data.data.paymentId, eventKey };
};
