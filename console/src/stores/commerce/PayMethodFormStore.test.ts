import type { PayMethodBody } from "@orbis/core/payments";
import { describe, expect, it } from "vitest";
import { PayMethodFormStore } from "./PayMethodFormStore";
import { cardFormDeps, term } from "./testing";

const REQUIRED = { en: "Please fill out this field.", ko: "이 입력란을 작성하세요." };
const FORMAT = { en: "Match the requested format.", ko: "요청한 형식과 일치시키세요." };

const submissions = () => {
  const sent: PayMethodBody[] = [];
  return { sent, onSubmit: async (body: PayMethodBody) => void sent.push(body) };
};

const withCard = (store: PayMethodFormStore, id = "870615") => {
  for (const [index, group] of ["5555", "5555", "5555", "4444"].entries())
    store.setGroup(index, group);
  store.setExpiry("0129");
  store.setPwdDigit("12");
  store.setId(id);
  return store;
};

describe("the payment-method card tab", () => {
  it("opens on the card tab, offering both methods unless told", () => {
    const store = new PayMethodFormStore(cardFormDeps());
    expect(store.methods).toEqual(["card", "paypal"]);
    expect(store.method).toBe("card");
    const payPalOnly = new PayMethodFormStore(cardFormDeps(), [], ["paypal"]);
    expect(payPalOnly.method).toBe("paypal");
    payPalOnly.setMethod("card");
    expect(payPalOnly.method).toBe("paypal");
  });

  it.each(["en", "ko"] as const)(
    "reports missing fields in %s after a submit",
    async (language) => {
      const store = new PayMethodFormStore(cardFormDeps(language));
      const { sent, onSubmit } = submissions();
      expect(await store.submit(onSubmit)).toBe(false);
      expect(sent).toEqual([]);
      expect(store.errors).toEqual({
        "cardNumber.0": REQUIRED[language],
        "cardNumber.1": REQUIRED[language],
        "cardNumber.2": REQUIRED[language],
        "cardNumber.3": REQUIRED[language],
        expiry: REQUIRED[language],
        pwdDigit: REQUIRED[language],
        birth: REQUIRED[language],
      });
      expect(store.attempt.focusTarget).toBe("cardNumber.0");
    },
  );

  it.each(["en", "ko"] as const)("reports malformed values in %s", async (language) => {
    const store = new PayMethodFormStore(cardFormDeps(language));
    withCard(store, "12345678");
    store.setGroup(1, "555");
    store.setExpiry("01");
    store.setPwdDigit("1");
    await store.submit(submissions().onSubmit);
    expect(store.errors).toEqual({
      "cardNumber.1": FORMAT[language],
      expiry: FORMAT[language],
      pwdDigit: FORMAT[language],
      birth: FORMAT[language],
    });
    expect(store.groups.map((g) => g.error)).toEqual([
      undefined,
      FORMAT[language],
      undefined,
      undefined,
    ]);
  });

  it("masks groups 2 and 3 and moves focus between groups", () => {
    const store = new PayMethodFormStore(cardFormDeps());
    expect(store.groups.map((g) => g.masked)).toEqual([false, true, true, false]);
    store.setGroup(1, "5555");
    expect(store.attempt.focusTarget).toBe("cardNumber.2");
    store.setGroup(1, "");
    expect(store.attempt.focusTarget).toBe("cardNumber.0");
  });

  it("takes the combined ID as digits only, ten at most", () => {
    const store = new PayMethodFormStore(cardFormDeps());
    store.setId("123-45-678901");
    expect(store.card.birth).toBe("1234567890");
  });

  it.each([
    ["870615", "a birth date"],
    ["1234567890", "a business number"],
  ])("registers a card with %s (%s) in core's body shape", async (id) => {
    const store = withCard(new PayMethodFormStore(cardFormDeps()), id);
    const { sent, onSubmit } = submissions();
    expect(await store.submit(onSubmit)).toBe(true);
    expect(sent).toEqual([
      { cardNumber: "5555-5555-5555-4444", birth: id, expiry: "0129", pwdDigit: "12" },
    ]);
  });

  it("forgets the card's secrets after a refusal and keeps the message", async () => {
    const store = withCard(new PayMethodFormStore(cardFormDeps()));
    await store.submit(() => Promise.reject(new Error("The card was declined.")));
    expect(store.attempt.failure).toEqual({ message: "The card was declined." });
    expect(store.card).toEqual({
      cardNumber: ["5555", "", "", "4444"],
      expiry: "0129",
      pwdDigit: "",
      birth: "870615",
    });
    expect(store.attempt.focusTarget).toBe("cardNumber.1");
  });
});

describe("the PayPal tab", () => {
  it.each([
    ["en", "Payment method not selected", "Payment method selection completed!"],
    ["ko", "선택된 결제 수단 없음", "결제 수단 선택 완료!"],
  ] as const)("says in %s whether a customer id was obtained", async (language, none, done) => {
    const store = new PayMethodFormStore(cardFormDeps(language));
    store.setMethod("paypal");
    expect(store.payPalStatus).toBe(none);
    expect(store.payPalConnected).toBe(false);
    await store.connectPayPal(async () => "paypal_1");
    expect(store.customerUid).toBe("paypal_1");
    expect(store.payPalStatus).toBe(done);
  });

  it.each([
    ["en", "Please register your PayPal payment method."],
    ["ko", "PayPal 결제 수단을 등록해 주세요."],
  ] as const)("refuses to submit in %s without a customer id", async (language, text) => {
    const store = new PayMethodFormStore(cardFormDeps(language));
    store.setMethod("paypal");
    const { sent, onSubmit } = submissions();
    expect(await store.submit(onSubmit)).toBe(false);
    expect(sent).toEqual([]);
    expect(store.errors).toEqual({ customerUid: text });
  });

  it("ignores a blank customer id, and submits the one obtained", async () => {
    const store = new PayMethodFormStore(cardFormDeps());
    store.setMethod("paypal");
    await store.connectPayPal(async () => "  ");
    expect(store.payPalConnected).toBe(false);
    await store.connectPayPal(async () => "paypal_abc");
    const { sent, onSubmit } = submissions();
    expect(await store.submit(onSubmit)).toBe(true);
    expect(sent).toEqual([{ customerUid: "paypal_abc" }]);
  });

  it("shows a failed connection and keeps the id obtained before", async () => {
    const store = new PayMethodFormStore(cardFormDeps());
    await store.connectPayPal(async () => "paypal_first");
    await store.connectPayPal(() => Promise.reject(new Error("PayPal was closed.")));
    expect(store.connectFailure).toEqual({ message: "PayPal was closed." });
    expect(store.attempt.failure).toBeNull();
    expect(store.customerUid).toBe("paypal_first");
    expect(store.connecting).toBe(false);
  });

  it("submits the PayPal tab without touching what the card tab holds", async () => {
    const store = withCard(new PayMethodFormStore(cardFormDeps()));
    store.setMethod("paypal");
    await store.connectPayPal(async () => "paypal_x");
    store.attempt.focusDone();
    await store.submit(() => Promise.reject(new Error("no")));
    expect(store.card.pwdDigit).toBe("12");
    expect(store.attempt.focusTarget).toBeNull();
  });
});

describe("the terms and select-all", () => {
  const terms = [term("tos", false), term("privacy", false), term("mail", true)];

  it("checks select-all only when every term is, and toggling it sets all", () => {
    const store = new PayMethodFormStore(cardFormDeps(), terms);
    expect(store.terms.allChecked).toBe(false);
    store.terms.setChecked("tos", true);
    store.terms.setChecked("privacy", true);
    expect(store.terms.allChecked).toBe(false);
    store.terms.setChecked("mail", true);
    expect(store.terms.allChecked).toBe(true);
    store.terms.toggleAll();
    expect(store.terms.checked).toEqual([false, false, false]);
    store.terms.setChecked("privacy", true);
    store.terms.toggleAll();
    expect(store.terms.checked).toEqual([true, true, true]);
    expect(store.terms.allChecked).toBe(true);
  });

  it("leaves select-all unchecked with no terms", () => {
    const store = new PayMethodFormStore(cardFormDeps());
    expect(store.terms.allChecked).toBe(false);
  });

  it("keeps ticks by term when the list is handed again", () => {
    const store = new PayMethodFormStore(cardFormDeps(), terms);
    store.terms.setChecked("privacy", true);
    store.terms.setTerms([term("privacy", false), term("tos", false)]);
    expect(store.terms.checked).toEqual([true, false]);
  });

  it.each([
    ["en", "Please agree to the mandatory terms."],
    ["ko", "필수 약관에 동의해 주세요."],
  ] as const)(
    "shows the error snackbar in %s while a mandatory term is unchecked",
    async (language, text) => {
      const deps = cardFormDeps(language);
      const store = withCard(new PayMethodFormStore(deps, terms));
      store.terms.setChecked("tos", true);
      store.terms.setChecked("mail", true);
      const { sent, onSubmit } = submissions();
      expect(await store.submit(onSubmit)).toBe(false);
      expect(deps.snackbar.current).toMatchObject({ text, severity: "error" });
      store.terms.setChecked("privacy", true);
      store.terms.setChecked("mail", false);
      expect(await store.submit(onSubmit)).toBe(true);
      expect(sent).toHaveLength(1);
    },
  );
});
