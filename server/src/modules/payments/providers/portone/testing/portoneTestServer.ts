import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { PortOneOptions } from "../../../../../infra/payments/portoneOptions";
import type { NoticeRequest } from "../../paymentProvider";
import { createPortOneLedger } from "./portoneTestLedger";
import { type LedgerAnswer, refusal } from "./portoneTestShapes";

export { PORTONE_TEST_CARDS, PORTONE_TEST_PG_REFUSALS } from "./portoneTestCards";

/*
 * PortOne V2's API on a random local port, for exactly the calls the PortOne provider makes:
 * PortOne cannot be reached from tests. It checks `Authorization: PortOne <secret>` as PortOne
 * does (401 UNAUTHORIZED otherwise), keeps its books in a ledger (portoneTestLedger.ts, cards in
 * portoneTestCards.ts) and records each request, card numbers masked, for the tests to inspect.
 * Webhooks are not sent: a test builds one with `notice` (or `signPortOneWebhook`) and hands it
 * to the code under test.
 */

/** A request as the server received it; a card number in it is masked to its last four digits. */
export interface RecordedPortOneRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly status: number;
}

/** A running PortOne test server. */
export interface PortOneTestServer {
  readonly url: string;
  /** What a provider needs to reach this server: its secrets, store and channels. */
  readonly options: PortOneOptions & { readonly paypalChannelKey: string };
  readonly requests: readonly RecordedPortOneRequest[];
  /** A billing key issued on the PayPal channel, as PayPal's recurring-setup button leaves one. */
  issuePayPalBillingKey(customerId?: string): string;
  /** How many times a paymentId was charged successfully. */
  chargesOf(paymentId: string): number;
  /** A payment event for `paymentId`, signed with the server's webhook secret. */
  notice(type: `Transaction.${string}`, paymentId: string): NoticeRequest;
  close(): Promise<void>;
}

/** The Standard Webhooks headers of `rawBody`, signed with `secret` (`whsec_` and base64). */
export const signPortOneWebhook = (
  secret: string,
  rawBody: string,
  at: { readonly id?: string; readonly timestamp?: Date } = {},
): Record<string, string> => {
  const id = at.id ?? `msg_${randomUUID()}`;
  const timestamp = String(Math.floor((at.timestamp ?? new Date()).getTime() / 1000));
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

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

/** The body as recorded: the card number reduced to its last four digits. */
const masked = (body: unknown): unknown =>
  JSON.parse(JSON.stringify(body ?? null), (key, value) =>
    key === "number" && typeof value === "string" ? `****${value.slice(-4)}` : value,
  );

/** Starts a PortOne test server on 127.0.0.1 and a random port. */
export const startPortOneTestServer = async (): Promise<PortOneTestServer> => {
  const secret = `test-secret-${randomUUID()}`;
  const storeId = `store-${randomUUID()}`;
  const channelKey = `channel-key-${randomUUID()}`;
  const paypalChannelKey = `channel-key-paypal-${randomUUID()}`;
  const webhookSecret = `whsec_${randomBytes(24).toString("base64")}`;
  const requests: RecordedPortOneRequest[] = [];
  const ledger = createPortOneLedger({
    storeId,
    channelKey,
    paypalChannelKey,
    receiptBase: "https://receipts.portone.test",
  });

  const route = (method: string, path: string, query: URLSearchParams, body: unknown) => {
    const storeParam = query.get("storeId") ?? undefined;
    const [, resource, id, action] = path.split("/").map(decodeURIComponent);
    if (resource === "billing-keys" && method === "POST" && id === undefined) {
      return ledger.issueBillingKey(body);
    }
    if (resource === "billing-keys" && method === "GET" && id && action === undefined) {
      return ledger.billingKeyInfo(id, storeParam);
    }
    if (resource === "payments" && id) {
      if (method === "GET" && action === undefined) return ledger.payment(id, storeParam);
      if (method === "POST" && action === "billing-key") return ledger.payWithBillingKey(id, body);
      if (method === "POST" && action === "cancel") return ledger.cancel(id, body);
    }
    return refusal(404, "NOT_FOUND", `${method} ${path} is not part of this test server`);
  };

  const server = createServer(async (request, response) => {
    const target = new URL(request.url ?? "/", "http://portone.test");
    const text = await readBody(request);
    let body: unknown;
    let answer: LedgerAnswer;
    try {
      body = text === "" ? undefined : JSON.parse(text);
      answer =
        request.headers.authorization === `PortOne ${secret}`
          ? route(request.method ?? "GET", target.pathname, target.searchParams, body)
          : refusal(401, "UNAUTHORIZED", "인증 정보가 올바르지 않습니다.");
    } catch {
      answer = refusal(400, "INVALID_REQUEST", "The body is not JSON.");
    }
    requests.push({
      method: request.method ?? "GET",
      path: target.pathname,
      body: masked(body),
      status: answer.status,
    });
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    options: {
      apiSecret: secret,
      storeId,
      channelKey,
      paypalChannelKey,
      webhookSecret,
      apiUrl: url,
    },
    requests,
    issuePayPalBillingKey: (customerId) => ledger.issuePayPalBillingKey(customerId),
    chargesOf: (paymentId) => ledger.chargesOf(paymentId),
    notice(type, paymentId) {
      const rawBody = JSON.stringify({
        type,
        timestamp: new Date().toISOString(),
        data: {
          paymentId,
          storeId,
          transactionId: ledger.transactionIdOf(paymentId) ?? randomUUID(),
        },
      });
      return { headers: signPortOneWebhook(webhookSecret, rawBody), rawBody };
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
};
