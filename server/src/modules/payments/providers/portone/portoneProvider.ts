import { PAYPAL_CARD_NAME } from "@orbis/core/i18n";
import { PortOneClient } from "@portone/server-sdk";
import type { IssuedBillingKeyInfo } from "@portone/server-sdk/payment/billingKey";
import type { PortOneOptions } from "../../../../infra/payments/portoneOptions";
import {
  type IssuedBillingKey,
  type PaymentProvider,
  type ProviderPayment,
  ProviderRefusal,
} from "../paymentProvider";
import { cardCredentialOf, maskedCardNumber } from "./portoneCard";
import { portoneErrorType, portoneFailure } from "./portoneFailure";
import { verifyPortOneNotice } from "./portoneNotice";
import { cardNameOf, providerPaymentOf } from "./portonePayment";

/*
 * PortOne V2 behind the provider interface, through PortOne's server SDK. Our merchantUid is
 * PortOne's paymentId, so PortOne itself keeps a charge from happening twice: a second charge of
 * the same paymentId is refused as ALREADY_PAID, and answered here with the payment already made.
 *
 * PayPal: PortOne V2 has no separate "customer uid". The browser SDK issues a billing key on the
 * PayPal channel (recurring-setup button, `PAYPAL_RT`) and hands it to the page, so the customer
 * uid the page sends is that billing key. It is accepted only once PortOne confirms it was issued
 * on PORTONE_PAYPAL_CHANNEL_KEY (and, when PortOne knows the customer, for the same one).
 */

/**
 * The PortOne provider. `pg` is the card channel's key: V2's browser SDK is given a channel key
 * where V1's took a `pg` string. `_fetch` is the app's outgoing fetch; PortOne's SDK cannot be
 * handed one (it calls the platform's `fetch`), so its requests reach `apiUrl` through that.
 */
export const createPortOneProvider = (
  options: PortOneOptions,
  _fetch: typeof fetch,
): PaymentProvider => {
  const client = PortOneClient({
    secret: options.apiSecret,
    baseUrl: options.apiUrl,
    storeId: options.storeId,
  });
  const payments = client.payment;
  const billingKeys = client.payment.billingKey;

  const ask = async <T>(doing: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw portoneFailure(error, doing);
    }
  };

  const issuedBillingKey = async (billingKey: string): Promise<IssuedBillingKeyInfo> => {
    const info = await ask("reading a billing key", () =>
      billingKeys.getBillingKeyInfo({ billingKey }),
    );
    if (info.status !== "ISSUED") {
      throw new ProviderRefusal("BILLING_KEY_NOT_ISSUED", "The payment method is no longer valid.");
    }
    return info;
  };

  const findPayment = async (merchantUid: string): Promise<ProviderPayment | null> => {
    try {
      return providerPaymentOf(await payments.getPayment({ paymentId: merchantUid }));
    } catch (error) {
      if (portoneErrorType(error) === "PAYMENT_NOT_FOUND") return null;
      throw portoneFailure(error, "reading a payment");
    }
  };

  /** The payment PortOne has just worked on, which it must know by now. */
  const paymentNow = async (merchantUid: string): Promise<ProviderPayment> => {
    const payment = await findPayment(merchantUid);
    if (payment === null) throw new Error(`PortOne lost payment ${merchantUid} it just answered`);
    return payment;
  };

  return {
    pg: options.channelKey,

    async registerCard(card, customerKey): Promise<IssuedBillingKey> {
      const issued = await ask("issuing a card billing key", () =>
        billingKeys.issueBillingKey({
          channelKey: options.channelKey,
          method: { card: { credential: cardCredentialOf(card) } },
          customer: { id: customerKey },
        }),
      );
      const info = await issuedBillingKey(issued.billingKeyInfo.billingKey);
      const method = info.methods?.find((m) => m.type === "BillingKeyPaymentMethodCard");
      const details = method?.type === "BillingKeyPaymentMethodCard" ? method.card : undefined;
      return {
        billingKey: info.billingKey,
        payMethod: "card",
        cardName: cardNameOf(details) ?? "card",
        maskedNumber: maskedCardNumber(card.cardNumber),
      };
    },

    async registerPayPal(customerUid, customerKey): Promise<IssuedBillingKey> {
      const paypalChannelKey = options.paypalChannelKey;
      if (paypalChannelKey === undefined) {
        throw new Error("PayPal is not configured: set PORTONE_PAYPAL_CHANNEL_KEY");
      }
      const info = await issuedBillingKey(customerUid);
      if (!info.channels.some((channel) => channel.key === paypalChannelKey)) {
        throw new ProviderRefusal("NOT_PAYPAL_BILLING_KEY", "This is not a PayPal payment method.");
      }
      const owner = info.customer.id;
      if (owner !== undefined && owner !== customerKey) {
        throw new ProviderRefusal(
          "BILLING_KEY_CUSTOMER_MISMATCH",
          "This PayPal payment method belongs to another customer.",
        );
      }
      return {
        billingKey: info.billingKey,
        payMethod: "paypal",
        cardName: PAYPAL_CARD_NAME,
        maskedNumber: null,
      };
    },

    async chargeBillingKey(charge): Promise<ProviderPayment> {
      try {
        await payments.payWithBillingKey({
          paymentId: charge.merchantUid,
          billingKey: charge.billingKey,
          orderName: charge.orderName,
          amount: { total: charge.amountMinor },
          currency: charge.currency,
          customer: {
            ...(charge.buyerEmail === null ? {} : { email: charge.buyerEmail }),
            ...(charge.buyerName === null ? {} : { name: { full: charge.buyerName } }),
          },
        });
      } catch (error) {
        // Paid before (a retry after a lost answer): report that payment, charge nothing.
        if (portoneErrorType(error) !== "ALREADY_PAID") {
          throw portoneFailure(error, "charging a billing key");
        }
      }
      return paymentNow(charge.merchantUid);
    },

    findPayment,

    async cancelPayment(merchantUid, reason): Promise<ProviderPayment> {
      try {
        await payments.cancelPayment({ paymentId: merchantUid, reason });
      } catch (error) {
        if (portoneErrorType(error) !== "PAYMENT_ALREADY_CANCELLED") {
          throw portoneFailure(error, "cancelling a payment");
        }
      }
      return paymentNow(merchantUid);
    },

    verifyNotice: (request) => verifyPortOneNotice(options.webhookSecret, request),

    // The browser SDK's requestPayment takes the store and the channel of the way to pay.
    browserCheckout(payMethod) {
      if (payMethod === "card") return { storeId: options.storeId, channelKey: options.channelKey };
      if (options.paypalChannelKey === undefined) {
        throw new ProviderRefusal("PAYPAL_NOT_OFFERED", "PayPal is not offered here.");
      }
      return { storeId: options.storeId, channelKey: options.paypalChannelKey };
    },
  };
};
