import type { PaymentRequest, PortOneCheckout } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import {
  type PortOnePaymentRequest,
  type PortOnePaymentResponse,
  portoneCheckoutOutcome,
  portonePaymentRequest,
} from "@orbis/core/payments";

/** The part of PortOne's browser SDK (`@portone/browser-sdk/v2`) a checkout uses. */
export interface PortOneSdk {
  requestPayment(request: PortOnePaymentRequest): Promise<PortOnePaymentResponse | undefined>;
}

/**
 * Loads PortOne's browser SDK: a chunk of its own, fetched only when a checkout starts (never
 * with the landing page), which loads PortOne's script in turn.
 */
export const loadPortOneSdk = async (): Promise<PortOneSdk> => {
  const sdk = await import("@portone/browser-sdk/v2");
  return {
    requestPayment: (request) =>
      sdk.requestPayment({ ...request, noticeUrls: [...request.noticeUrls] }),
  };
};

/** A PortOne error thrown by the SDK, with the `code` and words a response would carry. */
const portoneAnswerOf = (error: unknown): PortOnePaymentResponse | null => {
  if (typeof error !== "object" || error === null || !("code" in error)) return null;
  const { code, message } = error as { code: unknown; message?: unknown };
  if (typeof code !== "string" || code === "") return null;
  return { code, ...(typeof message === "string" ? { message } : {}) };
};

/** What a PortOne checkout needs: the SDK's loader, the site's origin, and navigation. */
export interface PortOneCheckoutDeps {
  readonly loadPortOne: () => Promise<PortOneSdk>;
  /** The site's origin: `redirectUrl` is an absolute address. */
  readonly origin: () => string;
  readonly assign: (path: string) => void;
}

/**
 * Pays a prepared one-off order in PortOne's window (core's `portonePaymentRequest`), coming
 * back to `returnPath`: PortOne's redirect (phones) or, when the SDK answers, the browser sent
 * there with `paymentId`, so the return is read one way whatever the window. A refusal the SDK
 * answers or throws is the catalogue's 120020 (cancelled) or 120021 (refused); an SDK that
 * cannot load is 120001 (the payment module was not initialised).
 */
export const payWithPortOne = async (
  request: PaymentRequest & { readonly portone: PortOneCheckout },
  returnPath: string,
  deps: PortOneCheckoutDeps,
): Promise<void> => {
  let sdk: PortOneSdk;
  try {
    sdk = await deps.loadPortOne();
  } catch (error) {
    throw new AppError(ErrorCode.paymentNotInitialised, { cause: error });
  }
  const redirectUrl = new URL(returnPath, deps.origin()).href;
  let response: PortOnePaymentResponse | undefined;
  try {
    response = await sdk.requestPayment(portonePaymentRequest(request, redirectUrl));
  } catch (error) {
    const answer = portoneAnswerOf(error);
    if (answer === null) throw new AppError(ErrorCode.paymentNotInitialised, { cause: error });
    response = answer;
  }
  const outcome = portoneCheckoutOutcome(response, request.merchantUid, returnPath);
  if (outcome.kind === "returned") deps.assign(outcome.path);
};
