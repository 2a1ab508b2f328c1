import type { CardFormData } from "@orbis/core/payments";
import { describe, expect, it } from "vitest";
import { CardPaymentFormStore } from "./CardPaymentFormStore";
import { cardFormDeps, term } from "./testing";

const REQUIRED = { en: "Please fill out this field.", ko: "이 입력란을 작성하세요." };
const FORMAT = { en: "Match the requested format.", ko: "요청한 형식과 일치시키세요." };

/** A store whose form is filled with a valid personal card. */
const filled = (deps = cardFormDeps()) => {
  const store = new CardPaymentFormStore(deps);
  for (const [index, group] of ["4242", "4242", "4242", "4242"].entries())
    store.setGroup(index, group);
  store.setExpiry("1230");
  store.setPwdDigit("47");
  store.setId("870615");
  return store;
};

const payments = () => {
  const paid: CardFormData[] = [];
  return { paid, onPay: async (card: CardFormData) => void paid.push(card) };
};

describe("the card payment form's fields", () => {
  it("shows no message before a submit was tried", () => {
    const store = new CardPaymentFormStore(cardFormDeps());
    expect(store.check.ok).toBe(false);
    expect(store.errors).toEqual({});
  });

  it.each(["en", "ko"] as const)(
    "reports every missing field in %s after a submit",
    async (language) => {
      const store = new CardPaymentFormStore(cardFormDeps(language));
      const { paid, onPay } = payments();
      expect(await store.pay(onPay)).toBe(false);
      expect(paid).toEqual([]);
      expect(store.errors).toEqual({
        "cardNumber.0": REQUIRED[language],
        "cardNumber.1": REQUIRED[language],
        "cardNumber.2": REQUIRED[language],
        "cardNumber.3": REQUIRED[language],
        expiry: REQUIRED[language],
        pwdDigit: REQUIRED[language],
        birth: REQUIRED[language],
      });
      expect(store.groups.map((g) => g.error)).toEqual([
        REQUIRED[language],
        REQUIRED[language],
        REQUIRED[language],
        REQUIRED[language],
      ]);
      // Focus goes to the first field with a message.
      expect(store.attempt.focusTarget).toBe("cardNumber.0");
    },
  );

  it.each(["en", "ko"] as const)(
    "reports a short or malformed value as a format problem in %s",
    async (language) => {
      const store = new CardPaymentFormStore(cardFormDeps(language));
      store.setGroup(0, "424");
      store.setGroup(1, "4242");
      store.setGroup(2, "4242");
      store.setGroup(3, "42");
      store.setExpiry("123");
      store.setPwdDigit("4");
      store.setId("8706");
      store.setEmail("not-an-email");
      await store.pay(payments().onPay);
      expect(store.errors).toEqual({
        "cardNumber.0": FORMAT[language],
        "cardNumber.3": FORMAT[language],
        expiry: FORMAT[language],
        pwdDigit: FORMAT[language],
        birth: FORMAT[language],
        buyerEmail: FORMAT[language],
      });
    },
  );

  it("follows a language change with its messages", async () => {
    const deps = cardFormDeps("en");
    const store = new CardPaymentFormStore(deps);
    await store.pay(payments().onPay);
    expect(store.errors.expiry).toBe(REQUIRED.en);
    deps.setLanguage("ko");
    expect(store.errors.expiry).toBe(REQUIRED.ko);
    // Japanese has no payments texts: Korean stands in (docs/product/overview.md).
    deps.setLanguage("ja");
    expect(store.errors.expiry).toBe(REQUIRED.ko);
  });

  it("clears a message once the field is right", async () => {
    const store = filled();
    store.setExpiry("");
    await store.pay(payments().onPay);
    expect(Object.keys(store.errors)).toEqual(["expiry"]);
    store.setExpiry("1230");
    expect(store.errors).toEqual({});
  });

  it("keeps digits only in the card groups, four at most, and masks groups 2 and 3", () => {
    const store = new CardPaymentFormStore(cardFormDeps());
    store.setGroup(0, "12a34 5");
    expect(store.form.cardNumber[0]).toBe("1234");
    expect(store.groups.map((g) => g.masked)).toEqual([false, true, true, false]);
  });

  it("moves focus to the next group after four digits and back when a group is emptied", () => {
    const store = new CardPaymentFormStore(cardFormDeps());
    store.setGroup(0, "424");
    expect(store.attempt.focusTarget).toBeNull();
    store.setGroup(0, "4242");
    expect(store.attempt.focusTarget).toBe("cardNumber.1");
    store.attempt.focusDone();
    store.setGroup(1, "4242");
    store.setGroup(2, "4242");
    expect(store.attempt.focusTarget).toBe("cardNumber.3");
    store.attempt.focusDone();
    // The last group has nowhere to go.
    store.setGroup(3, "4242");
    expect(store.attempt.focusTarget).toBeNull();
    store.setGroup(2, "");
    expect(store.attempt.focusTarget).toBe("cardNumber.1");
    store.attempt.focusDone();
    // The first has nowhere to go back to.
    store.setGroup(0, "");
    expect(store.attempt.focusTarget).toBeNull();
  });

  it("spreads a whole number pasted or autofilled into the first group over the four", () => {
    const store = new CardPaymentFormStore(cardFormDeps());
    store.setGroup(0, "4242 4242 4242 4242");
    expect(store.form.cardNumber).toEqual(["4242", "4242", "4242", "4242"]);
    expect(store.attempt.focusTarget).toBe("cardNumber.3");
  });

  it("keeps the expiry to four digits and the password to two", () => {
    const store = new CardPaymentFormStore(cardFormDeps());
    store.setExpiry("12/305");
    store.setPwdDigit("4711");
    expect(store.form.expiry).toBe("1230");
    expect(store.form.pwdDigit).toBe("47");
  });

  it("takes six birth digits for a personal card", () => {
    const store = new CardPaymentFormStore(cardFormDeps());
    expect(store.form.cardType).toBe("PERSONAL");
    expect(store.idMaxLength).toBe(6);
    store.setId("87-06-15-99");
    expect(store.form.birth).toBe("870615");
  });

  it("formats a corporate card's business number 3-2-5 as it is typed, 12 characters at most", () => {
    const store = new CardPaymentFormStore(cardFormDeps());
    store.setCardType("CORPORATION");
    expect(store.idMaxLength).toBe(12);
    store.setId("123");
    expect(store.form.birth).toBe("123");
    store.setId("1234");
    expect(store.form.birth).toBe("123-4");
    store.setId("123-456");
    expect(store.form.birth).toBe("123-45-6");
    store.setId("123456789012");
    expect(store.form.birth).toBe("123-45-67890");
  });

  it("clears the ID field when the card type changes, and only then", () => {
    const store = new CardPaymentFormStore(cardFormDeps());
    store.setId("870615");
    store.setCardType("PERSONAL");
    expect(store.form.birth).toBe("870615");
    store.setCardType("CORPORATION");
    expect(store.form.birth).toBe("");
    store.setId("1234567890");
    store.setCardType("PERSONAL");
    expect(store.form.birth).toBe("");
  });

  it("asks a corporate card for the hyphenated business number", async () => {
    const store = filled();
    store.setCardType("CORPORATION");
    store.setId("12345");
    await store.pay(payments().onPay);
    expect(store.errors).toEqual({ birth: FORMAT.en });
  });
});

describe("paying", () => {
  it("hands a personal card to onPay in core's wire shape, with the email when given", async () => {
    const store = filled();
    store.setEmail("buyer@example.com");
    const { paid, onPay } = payments();
    expect(await store.pay(onPay)).toBe(true);
    expect(paid).toEqual([
      {
        cardNumber: "4242-4242-4242-4242",
        birth: "870615",
        expiry: "1230",
        pwdDigit: "47",
        buyerEmail: "buyer@example.com",
      },
    ]);
  });

  it("sends a business number as its ten digits and leaves a blank email out", async () => {
    const store = filled();
    store.setCardType("CORPORATION");
    store.setId("1234567890");
    const { paid, onPay } = payments();
    await store.pay(onPay);
    expect(paid).toEqual([
      { cardNumber: "4242-4242-4242-4242", birth: "1234567890", expiry: "1230", pwdDigit: "47" },
    ]);
  });

  it("is busy while onPay runs and ignores a second submit", async () => {
    const store = filled();
    let calls = 0;
    let finish = () => {};
    const onPay = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    const first = store.pay(onPay);
    expect(store.attempt.busy).toBe(true);
    expect(await store.pay(onPay)).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(calls).toBe(1);
    expect(store.attempt.busy).toBe(false);
  });

  it("keeps a refusal's message, forgets the card's secrets and focuses the first of them", async () => {
    const store = filled();
    store.setEmail("buyer@example.com");
    const ok = await store.pay(async () => {
      throw new Error("The card was declined.");
    });
    expect(ok).toBe(false);
    expect(store.attempt.failure).toEqual({ message: "The card was declined." });
    expect(store.attempt.busy).toBe(false);
    expect(store.form).toEqual({
      cardType: "PERSONAL",
      cardNumber: ["4242", "", "", "4242"],
      expiry: "1230",
      pwdDigit: "",
      birth: "870615",
      buyerEmail: "buyer@example.com",
    });
    expect(store.attempt.focusTarget).toBe("cardNumber.1");
    // The cleared secrets are to be typed again, not wrong yet: no field message until a submit.
    expect(store.errors).toEqual({});
    // Trying again clears the old refusal.
    await store.pay(payments().onPay);
    expect(store.attempt.failure).toBeNull();
  });

  it("keeps a refusal without a message as a failure with none", async () => {
    const store = filled();
    await store.pay(() => Promise.reject("no"));
    expect(store.attempt.failure).toEqual({ message: null });
  });
});

describe("the terms", () => {
  it.each([
    ["en", "Please agree to the mandatory terms."],
    ["ko", "필수 약관에 동의해 주세요."],
  ] as const)(
    "shows the error snackbar in %s while a mandatory term is unchecked",
    async (language, text) => {
      const deps = cardFormDeps(language);
      const store = new CardPaymentFormStore(deps, [term("tos", false), term("mail", true)]);
      for (const [index, group] of ["4242", "4242", "4242", "4242"].entries())
        store.setGroup(index, group);
      store.setExpiry("1230");
      store.setPwdDigit("47");
      store.setId("870615");
      const { paid, onPay } = payments();
      store.terms.setChecked("mail", true);
      expect(await store.pay(onPay)).toBe(false);
      expect(paid).toEqual([]);
      expect(deps.snackbar.current).toMatchObject({ text, severity: "error" });
      store.terms.setChecked("tos", true);
      store.terms.setChecked("mail", false);
      expect(await store.pay(onPay)).toBe(true);
      expect(paid).toHaveLength(1);
    },
  );

  it("pays with no terms at all", async () => {
    const deps = cardFormDeps();
    const { paid, onPay } = payments();
    expect(await filled(deps).pay(onPay)).toBe(true);
    expect(paid).toHaveLength(1);
    expect(deps.snackbar.current).toBeUndefined();
  });
});
