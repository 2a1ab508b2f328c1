import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * PortOne V2 for tests beyond the server's own: the part of its API a PortOne-configured Orbis
 * server calls after a browser payment (`GET /payments/{paymentId}`, with `Authorization:
 * PortOne <secret>`), and a double of the browser SDK's `requestPayment` that behaves as PortOne
 * documents it: on a PC it answers the promise (`paymentId`, or `code` and `message` when the
 * payment did not go through, the buyer closing the window included); on a phone its page takes
 * the whole window and sends the browser to `redirectUrl` with `paymentId` (and `code`,
 * `message`). A payment made sends PortOne's `Transaction.Paid` webhook to the request's
 * `noticeUrls`, signed the Standard Webhooks way with the webhook secret.
 */

/** The part of the SDK's `PaymentRequest` the double reads. */
export interface PortOneSdkRequest {
  readonly storeId: string;
  readonly channelKey?: string;
  readonly paymentId: string;
  readonly orderName: string;
  readonly totalAmount: number;
  readonly currency: string;
  readonly payMethod: string;
  readonly customer?: { readonly email?: string; readonly fullName?: string };
  readonly redirectUrl?: string;
  readonly noticeUrls?: readonly string[];
}

/** The SDK's `PaymentResponse`. */
export interface PortOneSdkResponse {
  readonly transactionType: "PAYMENT";
  readonly txId: string;
  readonly paymentId: string;
  readonly code?: string;
  readonly message?: string;
  readonly pgCode?: string;
  readonly pgMessage?: string;
}

/** What the buyer does in PortOne's window, and where that window is. */
export interface PortOneBuyer {
  readonly does: "pays" | "closesTheWindow";
  /** `pc`: the promise answers; `phone`: the browser is sent to `redirectUrl`. */
  readonly on?: "pc" | "phone";
  /** Where a phone's browser goes (the page's `location.assign`). */
  readonly navigate?: (url: string) => void;
}

/** A running PortOne double. */
export interface PortOneDouble {
  /** The `PORTONE_*` settings of a server that takes payments through this double. */
  readonly env: Readonly<Record<string, string>>;
  readonly storeId: string;
  readonly channelKey: string;
  readonly paypalChannelKey: string;
  /** Every `requestPayment` request the SDK double received. */
  readonly requests: readonly PortOneSdkRequest[];
  /** The browser SDK, as `@portone/browser-sdk/v2` exports `requestPayment`, for one buyer. */
  sdk(buyer: PortOneBuyer): {
    requestPayment(request: PortOneSdkRequest): Promise<PortOneSdkResponse | undefined>;
  };
  close(): Promise<void>;
}

interface PaidPayment {
  readonly request: PortOneSdkRequest;
  readonly transactionId: string;
  readonly paidAt: string;
}

const CANCELLED = { code: "FAILURE_TYPE_PG", pgCode: "PAY_PROCESS_CANCELED" } as const;
const CANCELLED_WORDS = "[PAY_PROCESS_CANCELED] 사용자가 결제를 취소하였습니다";

/** The Standard Webhooks headers of `rawBody`, signed with `secret` (`whsec_` and base64). */
const signed = (secret: string, rawBody: string): Record<string, string> => {
  const id = `msg_${randomUUID()}`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signature = createHmac("sha256", key)
    .update(`${id}.${timestamp}.${rawBody}`)
    .digest("base64");
  return {
    "webhook-id": id,
    "webhook-timestamp": timestamp,
    "webhook-signature": `v1,${signature}`,
  };
};

/** Starts the double's API on 127.0.0.1 and a random port. */
export const startPortOne = async (): Promise<PortOneDouble> => {
  const secret = `portone-secret-${randomUUID()}`;
  const storeId = `store-${randomUUID()}`;
  const channelKey = `channel-key-card-${randomUUID()}`;
  const paypalChannelKey = `channel-key-paypal-${randomUUID()}`;
  const webhookSecret = `whsec_${randomBytes(24).toString("base64")}`;
  const paid = new Map<string, PaidPayment>();
  const requests: PortOneSdkRequest[] = [];

  const paymentJson = ({ request, transactionId, paidAt }: PaidPayment) => {
    const paypal = request.channelKey === paypalChannelKey;
    return {
      status: "PAID",
      id: request.paymentId,
      transactionId,
      merchantId: "merchant-test",
      storeId,
      ...(paypal
        ? {}
        : {
            method: {
              type: "PaymentMethodCard",
              card: { name: "테스트카드", issuer: "SHINHAN_CARD" },
            },
          }),
      channel: {
        type: "TEST",
        id: paypal ? "channel-paypal" : "channel-card",
        key: request.channelKey,
        name: paypal ? "PayPal" : "Card",
        pgProvider: paypal ? "PAYPAL_V2" : "TOSSPAYMENTS",
        pgMerchantId: "pg-merchant-test",
      },
      version: "V2",
      requestedAt: paidAt,
      updatedAt: paidAt,
      statusChangedAt: paidAt,
      orderName: request.orderName,
      amount: {
        total: request.totalAmount,
        taxFree: 0,
        discount: 0,
        paid: request.totalAmount,
        cancelled: 0,
        cancelledTaxFree: 0,
      },
      currency: request.currency,
      customer: {
        ...(request.customer?.email ? { email: request.customer.email } : {}),
        ...(request.customer?.fullName ? { name: request.customer.fullName } : {}),
      },
      paidAt,
      pgTxId: `pg-${transactionId}`,
      receiptUrl: `https://receipts.portone.test/${transactionId}`,
      disputes: [],
      cancellations: [],
    };
  };

  const server = createServer((request, response) => {
    const target = new URL(request.url ?? "/", "http://portone.test");
    const [, resource, id] = target.pathname.split("/").map(decodeURIComponent);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    request.resume();
    if (request.headers.authorization !== `PortOne ${secret}`)
      return answer(401, { type: "UNAUTHORIZED", message: "인증 정보가 올바르지 않습니다." });
    const payment = id === undefined ? undefined : paid.get(id);
    if (request.method === "GET" && resource === "payments" && payment !== undefined)
      return answer(200, paymentJson(payment));
    if (request.method === "GET" && resource === "payments")
      return answer(404, { type: "PAYMENT_NOT_FOUND", message: "결제 건이 존재하지 않습니다." });
    return answer(404, { type: "NOT_FOUND", message: `${request.method} ${target.pathname}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** PortOne's `Transaction.Paid` webhook to every notice URL of the request. */
  const notify = async (payment: PaidPayment) => {
    const rawBody = JSON.stringify({
      type: "Transaction.Paid",
      timestamp: new Date().toISOString(),
      data: { paymentId: payment.request.paymentId, storeId, transactionId: payment.transactionId },
    });
    for (const url of payment.request.noticeUrls ?? []) {
      const sent = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...signed(webhookSecret, rawBody) },
        body: rawBody,
      });
      if (!sent.ok) throw new Error(`The webhook to ${url} was answered ${sent.status}`);
    }
  };

  /** PortOne's refusal of a request it cannot start, as the SDK answers it (never redirected). */
  const refusedBeforeStart = (request: PortOneSdkRequest): string | null => {
    if (request.storeId !== storeId) return "StoreNotFound";
    const channel =
      request.channelKey === channelKey
        ? "CARD"
        : request.channelKey === paypalChannelKey
          ? "PAYPAL"
          : null;
    if (channel === null || channel !== request.payMethod) return "ChannelNotFound";
    const wellFormed =
      request.paymentId !== "" &&
      request.orderName !== "" &&
      Number.isInteger(request.totalAmount) &&
      request.totalAmount >= 0 &&
      ["KRW", "USD"].includes(request.currency);
    if (!wellFormed) return "InvalidArgument";
    if (paid.has(request.paymentId)) return "PaymentAlreadyPaid";
    return null;
  };

  return {
    env: {
      PORTONE_API_SECRET: secret,
      PORTONE_STORE_ID: storeId,
      PORTONE_CHANNEL_KEY: channelKey,
      PORTONE_PAYPAL_CHANNEL_KEY: paypalChannelKey,
      PORTONE_WEBHOOK_SECRET: webhookSecret,
      PORTONE_API_URL: apiUrl,
    },
    storeId,
    channelKey,
    paypalChannelKey,
    requests,
    sdk: (buyer) => ({
      async requestPayment(request) {
        requests.push(request);
        const txId = randomUUID();
        const base = { transactionType: "PAYMENT" as const, txId, paymentId: request.paymentId };
        const refused = refusedBeforeStart(request);
        if (refused !== null) return { ...base, code: refused, message: `${refused}: refused` };
        const outcome =
          buyer.does === "pays"
            ? {}
            : { ...CANCELLED, message: CANCELLED_WORDS, pgMessage: CANCELLED_WORDS };
        if (buyer.does === "pays") {
          const payment = { request, transactionId: txId, paidAt: new Date().toISOString() };
          paid.set(request.paymentId, payment);
          await notify(payment);
        }
        if ((buyer.on ?? "pc") === "pc") return { ...base, ...outcome };
        if (request.redirectUrl === undefined || buyer.navigate === undefined)
          throw new Error("A phone's payment needs a redirectUrl and a way to navigate");
        const back = new URL(request.redirectUrl);
        for (const [key, value] of Object.entries({ ...base, ...outcome }))
          back.searchParams.set(key, value);
        buyer.navigate(back.href);
        return undefined;
      },
    }),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
};
