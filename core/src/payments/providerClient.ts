import { AppError } from "../errors";
import { ErrorCode } from "../errors/codes";
import { koPaymentsMessages } from "./locales/ko";

/**
 * What the provider's browser script answers a pay request with. A present `error_code` means
 * failure, whatever else the answer holds (docs/product/errors.md).
 */
export interface ProviderResponse {
  readonly error_code?: string | number | null;
  readonly error_msg?: string | null;
  readonly [field: string]: unknown;
}

/** The provider's browser script, injected so this module loads nothing itself. */
export interface PaymentProviderSdk<Params> {
  init(merchantCode: string): void;
  request(params: Params, callback: (response: ProviderResponse) => void): void;
}

/** Where the outcome of a pay request goes. Every failure ends in `onError`, never in a throw. */
export interface PayCallbacks {
  onSuccess(response: ProviderResponse): void;
  onError(error: AppError): void;
}

/** The guarded client: no pay request reaches the provider before `init`. */
export interface PaymentClient<Params> {
  init(merchantCode: string): void;
  readonly initialised: boolean;
  requestPay(params: Params, callbacks: PayCallbacks): void;
}

const hasErrorCode = (response: ProviderResponse): boolean =>
  response.error_code !== undefined && response.error_code !== null && response.error_code !== "";

/** The error a provider answer carrying `error_code` becomes: its `error_msg` as the message. */
export const providerError = (response: ProviderResponse): AppError =>
  new AppError(ErrorCode.paymentProviderError, {
    ...(response.error_msg ? { message: response.error_msg } : {}),
    details: { error_code: response.error_code },
  });

/**
 * Wraps the provider's script (docs/product/states.md, docs/product/errors.md). A pay request before `init` fails with 120001 and
 * the Korean not-initialised message; an answer with `error_code` fails with 120002 and the
 * provider's `error_msg`; a script that throws fails with 120002 too. All of them reach the
 * caller's error callback (docs/product/errors.md).
 */
export const createPaymentClient = <Params>(
  sdk: PaymentProviderSdk<Params>,
): PaymentClient<Params> => {
  let initialised = false;
  return {
    init(merchantCode) {
      sdk.init(merchantCode);
      initialised = true;
    },
    get initialised() {
      return initialised;
    },
    requestPay(params, callbacks) {
      if (!initialised) {
        callbacks.onError(
          new AppError(ErrorCode.paymentNotInitialised, {
            message: koPaymentsMessages.errors.notInitialised,
          }),
        );
        return;
      }
      try {
        sdk.request(params, (response) =>
          hasErrorCode(response)
            ? callbacks.onError(providerError(response))
            : callbacks.onSuccess(response),
        );
      } catch (cause) {
        callbacks.onError(new AppError(ErrorCode.paymentProviderError, { cause }));
      }
    },
  };
};
