import type { PayMethod } from "../contract/enums";

/** What a provider's checkout page said when it sent the browser back. */
export interface CheckoutReturn {
  /** The payment's merchantUid (PortOne's `paymentId`). */
  readonly merchantUid: string;
  /** The provider's words when the payment failed or was cancelled; null when it went through. */
  readonly failure: string | null;
}

/**
 * Reads the return from a provider's checkout page (docs/product/calls.md: the pay request redirects back to the
 * current page): `paymentId`, and `code` with `message` when it failed, the way PortOne returns.
 * Null when the address carries no return. A failure without words still counts as one.
 */
export const checkoutReturn = (query: URLSearchParams): CheckoutReturn | null => {
  const merchantUid = query.get("paymentId")?.trim();
  if (!merchantUid) return null;
  const code = query.get("code")?.trim();
  if (!code) return { merchantUid, failure: null };
  const message = query.get("message")?.trim();
  return { merchantUid, failure: message ? message : code };
};

/** The address without the provider's return fields, so a reload does not read them twice. */
export const withoutCheckoutReturn = (query: URLSearchParams): URLSearchParams => {
  const rest = new URLSearchParams(query);
  for (const key of ["paymentId", "code", "message", "txId", "transactionType"]) rest.delete(key);
  return rest;
};

/** The built-in sandbox provider's `pg`: its checkout pages are served by the Orbis server. */
export const SANDBOX_PG = "orbis-sandbox";

/**
 * Where the browser pays a one-off order of the sandbox provider: its checkout (card) or PayPal
 * approval page, which sends the browser back to `returnPath` (a path of this site) the way
 * PortOne does. Null for another provider, whose own browser script takes the payment.
 */
export const sandboxCheckoutPath = (
  request: { readonly pg: string; readonly merchantUid: string },
  returnPath: string,
): string | null =>
  request.pg === SANDBOX_PG
    ? `/pay/sandbox/checkout?${new URLSearchParams({ merchantUid: request.merchantUid, returnUrl: returnPath })}`
    : null;

/**
 * The plan page's return address from a checkout: the page, the plan chosen and the way paid, so
 * the page comes back with that plan and method chosen (a PayPal return does not reset to card).
 */
export const planCheckoutReturnPath = (
  pathname: string,
  planId: string,
  payMethod: PayMethod,
): string => `${pathname}?${new URLSearchParams({ plan: planId, method: payMethod })}`;

/** The way of paying a return address names (`method=`), or null when it names none it knows. */
export const checkoutPayMethod = (query: URLSearchParams): PayMethod | null => {
  const named = query.get("method")?.trim();
  return named === "card" || named === "paypal" ? named : null;
};
