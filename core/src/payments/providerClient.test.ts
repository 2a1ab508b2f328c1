import { describe, expect, it, vi } from "vitest";
import { AppError } from "../errors";
import { paymentHistoryQuery } from "./constants";
import {
  createPaymentClient,
  type PaymentProviderSdk,
  type ProviderResponse,
} from "./providerClient";
import { updatePayMethod } from "./updatePayMethod";

const fakeSdk = (answer: ProviderResponse | Error) => {
  const sdk = {
    init: vi.fn<(code: string) => void>(),
    request: vi.fn(
      (_params: { amount: number }, callback: (response: ProviderResponse) => void) => {
        if (answer instanceof Error) throw answer;
        callback(answer);
      },
    ),
  } satisfies PaymentProviderSdk<{ amount: number }>;
  return sdk;
};

const run = (answer: ProviderResponse | Error, init = true) => {
  const sdk = fakeSdk(answer);
  const client = createPaymentClient(sdk);
  if (init) client.init("imp_123");
  const onSuccess = vi.fn();
  const onError = vi.fn<(error: AppError) => void>();
  client.requestPay({ amount: 1 }, { onSuccess, onError });
  return { sdk, client, onSuccess, onError, error: onError.mock.calls[0]?.[0] };
};

describe("createPaymentClient", () => {
  it("refuses a pay request before init with the Korean message", () => {
    const { sdk, client, onSuccess, error } = run({ imp_uid: "x" }, false);
    expect(client.initialised).toBe(false);
    expect(sdk.request).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(AppError);
    expect(error?.code).toBe(120001);
    expect(error?.message).toBe("결제 모듈이 초기화되지 않았습니다.");
  });

  it("initialises the provider with the merchant code", () => {
    const { sdk, client } = run({});
    expect(sdk.init).toHaveBeenCalledWith("imp_123");
    expect(client.initialised).toBe(true);
  });

  it.each([
    [{ imp_uid: "imp_1", merchant_uid: "m_1" }],
    [{ imp_uid: "imp_1", error_code: null }],
    [{ imp_uid: "imp_1", error_code: "" }],
  ])("hands %j to the success callback", (answer) => {
    const { onSuccess, onError, sdk } = run(answer);
    expect(sdk.request).toHaveBeenCalledWith({ amount: 1 }, expect.any(Function));
    expect(onSuccess).toHaveBeenCalledWith(answer);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    [{ error_code: "F400", error_msg: "카드 한도 초과" }, "카드 한도 초과", "F400"],
    [{ error_code: 7, error_msg: "Declined" }, "Declined", 7],
    [{ error_code: "F1", error_msg: null }, "The payment provider declined the request", "F1"],
  ])("passes error_msg of %j to the error callback", (answer, message, code) => {
    const { onSuccess, error } = run(answer);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(error?.code).toBe(120002);
    expect(error?.message).toBe(message);
    expect(error?.details).toEqual({ error_code: code });
  });

  it("turns a throwing script into an error callback", () => {
    const boom = new Error("script gone");
    const { error } = run(boom);
    expect(error?.code).toBe(120002);
    expect(error?.cause).toBe(boom);
  });
});

describe("updatePayMethod", () => {
  it("registers, then makes the new method the default", async () => {
    const calls: string[] = [];
    const id = await updatePayMethod(
      async () => {
        calls.push("register");
        return { paymentsMethodsId: "pm_2" };
      },
      async (paymentsMethodsId) => {
        calls.push(`default ${paymentsMethodsId}`);
      },
    );
    expect(id).toBe("pm_2");
    expect(calls).toEqual(["register", "default pm_2"]);
  });

  it("keeps the old default when registration fails", async () => {
    const setDefault = vi.fn(async () => undefined);
    const failure = new AppError(120002);
    await expect(updatePayMethod(() => Promise.reject(failure), setDefault)).rejects.toBe(failure);
    expect(setDefault).not.toHaveBeenCalled();
  });
});

describe("paymentHistoryQuery", () => {
  it.each([
    [undefined, { pageNo: 1, pageSize: 30 }],
    [{ pageNo: 3 }, { pageNo: 3, pageSize: 30 }],
    [{ pageSize: 10 }, { pageNo: 1, pageSize: 10 }],
  ])("%j → %j", (input, expected) => {
    expect(paymentHistoryQuery(input)).toEqual(expected);
  });
});
