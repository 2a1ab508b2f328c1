import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkForm, fieldErrors } from "./fieldErrors";
import { cardPaymentFormSchema, payMethodCardFormSchema, payPalMethodFormSchema } from "./forms";

const REQUIRED = "Please fill out this field.";
const FORMAT = "Match the requested format.";
const PAYPAL = "Please register your PayPal payment method.";

const personal = {
  cardType: "PERSONAL",
  cardNumber: ["1234", "5678", "9012", "3456"],
  expiry: "1228",
  pwdDigit: "12",
  birth: "900101",
};
const corporate = { ...personal, cardType: "CORPORATION", birth: "123-45-67890" };

const errorsOf = (
  schema: typeof cardPaymentFormSchema | typeof payMethodCardFormSchema,
  input: unknown,
) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });
const nonDigit = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/\d/.test(c));
// Four characters of which at least one is not a digit.
const badGroup = fc
  .tuple(digits(3), nonDigit, fc.nat(3))
  .map(([d, c, at]) => d.slice(0, at) + c + d.slice(at));

describe("cardPaymentFormSchema", () => {
  it.each([
    ["a personal card", personal, {}],
    ["a corporate card", corporate, {}],
    ["with a buyer email", { ...personal, buyerEmail: "buyer@example.com" }, {}],
    ["with an empty buyer email", { ...personal, buyerEmail: "" }, {}],
    ["a bad buyer email", { ...personal, buyerEmail: "buyer" }, { buyerEmail: FORMAT }],
    [
      "an empty group",
      { ...personal, cardNumber: ["1234", "", "9012", "3456"] },
      { "cardNumber.1": REQUIRED },
    ],
    [
      "a short group",
      { ...personal, cardNumber: ["1234", "5678", "901", "3456"] },
      { "cardNumber.2": FORMAT },
    ],
    [
      "a long group",
      { ...personal, cardNumber: ["12345", "5678", "9012", "3456"] },
      { "cardNumber.0": FORMAT },
    ],
    [
      "a missing group",
      { ...personal, cardNumber: ["1234", "5678", "9012"] },
      { cardNumber: FORMAT },
    ],
    ["no card number", { ...personal, cardNumber: undefined }, { cardNumber: REQUIRED }],
    ["no expiry", { ...personal, expiry: "" }, { expiry: REQUIRED }],
    ["an undefined expiry", { ...personal, expiry: undefined }, { expiry: REQUIRED }],
    ["a 3-digit expiry", { ...personal, expiry: "128" }, { expiry: FORMAT }],
    ["a month 13", { ...personal, expiry: "1328" }, { expiry: FORMAT }],
    ["a month 00", { ...personal, expiry: "0028" }, { expiry: FORMAT }],
    ["letters for an expiry", { ...personal, expiry: "ab" }, { expiry: FORMAT }],
    ["letters of four for an expiry", { ...personal, expiry: "ab12" }, { expiry: FORMAT }],
    ["a numeric expiry", { ...personal, expiry: 1228 }, { expiry: FORMAT }],
    ["no password", { ...personal, pwdDigit: "" }, { pwdDigit: REQUIRED }],
    ["a 3-digit password", { ...personal, pwdDigit: "123" }, { pwdDigit: FORMAT }],
    ["no birth", { ...personal, birth: "" }, { birth: REQUIRED }],
    ["a 7-digit birth", { ...personal, birth: "9001011" }, { birth: FORMAT }],
    [
      "a business number on a personal card",
      { ...personal, birth: "123-45-67890" },
      { birth: FORMAT },
    ],
    [
      "business number digits without hyphens",
      { ...corporate, birth: "1234567890" },
      { birth: FORMAT },
    ],
    ["a birth date on a corporate card", { ...corporate, birth: "900101" }, { birth: FORMAT }],
    ["no business number", { ...corporate, birth: "" }, { birth: REQUIRED }],
    ["no card type", { ...personal, cardType: undefined }, { cardType: REQUIRED }],
    ["an unknown card type", { ...personal, cardType: "FAMILY" }, { cardType: FORMAT }],
    ["no form at all", undefined, { "": REQUIRED }],
  ])("%s", (_label, input, expected) => {
    expect(errorsOf(cardPaymentFormSchema, input)).toEqual(expected);
  });

  it("accepts any 16 digits in four groups", () => {
    fc.assert(
      fc.property(fc.tuple(digits(4), digits(4), digits(4), digits(4)), (groups) => {
        expect(cardPaymentFormSchema.safeParse({ ...personal, cardNumber: groups }).success).toBe(
          true,
        );
      }),
    );
  });

  it("refuses a group holding a non-digit with the format message", () => {
    fc.assert(
      fc.property(badGroup, fc.nat(3), (group, at) => {
        const cardNumber = [...personal.cardNumber];
        cardNumber[at] = group;
        expect(errorsOf(cardPaymentFormSchema, { ...personal, cardNumber })).toEqual({
          [`cardNumber.${at}`]: FORMAT,
        });
      }),
    );
  });

  it("accepts exactly six-digit births and 3-2-5 business numbers", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789-"), maxLength: 14 }), (text) => {
        const asBirth = cardPaymentFormSchema.safeParse({ ...personal, birth: text }).success;
        const asBusiness = cardPaymentFormSchema.safeParse({ ...corporate, birth: text }).success;
        expect(asBirth).toBe(/^\d{6}$/.test(text));
        expect(asBusiness).toBe(/^\d{3}-\d{2}-\d{5}$/.test(text));
      }),
    );
  });

  it("accepts expiry and password exactly at their lengths", () => {
    fc.assert(
      fc.property(fc.nat(6), fc.nat(4), (expiryLength, pwdLength) => {
        const input = {
          ...personal,
          expiry: "1".repeat(expiryLength),
          pwdDigit: "2".repeat(pwdLength),
        };
        const errors = errorsOf(cardPaymentFormSchema, input);
        expect(errors.expiry).toBe(
          expiryLength === 4 ? undefined : expiryLength === 0 ? REQUIRED : FORMAT,
        );
        expect(errors.pwdDigit).toBe(
          pwdLength === 2 ? undefined : pwdLength === 0 ? REQUIRED : FORMAT,
        );
      }),
    );
  });
});

describe("payMethodCardFormSchema", () => {
  const form = { cardNumber: personal.cardNumber, expiry: "0130", pwdDigit: "00" };
  it.each([
    ["a birth date", "900101", {}],
    ["a business number", "1234567890", {}],
    ["nothing", "", { birth: REQUIRED }],
    ["8 digits", "12345678", { birth: FORMAT }],
    ["11 digits", "12345678901", { birth: FORMAT }],
    ["hyphens", "123-45-67890", { birth: FORMAT }],
  ])("an ID field with %s", (_label, birth, expected) => {
    expect(errorsOf(payMethodCardFormSchema, { ...form, birth })).toEqual(expected);
  });

  it("checks the card like the payment modal", () => {
    expect(
      errorsOf(payMethodCardFormSchema, {
        ...form,
        birth: "900101",
        cardNumber: ["", "1", "1234", "x234"],
      }),
    ).toEqual({
      "cardNumber.0": REQUIRED,
      "cardNumber.1": FORMAT,
      "cardNumber.3": FORMAT,
    });
  });

  it("accepts a digit string exactly when it has 6 or 10 digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }).chain(digits), (birth) => {
        const ok = payMethodCardFormSchema.safeParse({ ...form, birth }).success;
        expect(ok).toBe(birth.length === 6 || birth.length === 10);
      }),
    );
  });
});

describe("payPalMethodFormSchema", () => {
  it.each([
    [{ customerUid: "cust_1" }, {}],
    [{ customerUid: "" }, { customerUid: PAYPAL }],
    [{ customerUid: "   " }, { customerUid: PAYPAL }],
    [{ customerUid: null }, { customerUid: PAYPAL }],
    [{}, { customerUid: PAYPAL }],
  ])("%j", (input, expected) => {
    const parsed = payPalMethodFormSchema.safeParse(input);
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual(expected);
  });
});

describe("checkForm", () => {
  it("hands back the parsed value", () => {
    expect(checkForm(payPalMethodFormSchema, { customerUid: " c1 " })).toEqual({
      ok: true,
      value: { customerUid: "c1" },
    });
  });

  it.each([
    ["en", REQUIRED, PAYPAL],
    ["ko", "이 입력란을 작성하세요.", "PayPal 결제 수단을 등록해 주세요."],
    ["vi", "Vui lòng điền vào trường này.", "Vui lòng đăng ký phương thức thanh toán PayPal."],
  ] as const)("translates the product's messages into %s", (language, required, paypal) => {
    expect(checkForm(cardPaymentFormSchema, { ...personal, expiry: "" }, language)).toEqual({
      ok: false,
      errors: { expiry: required },
    });
    expect(checkForm(payPalMethodFormSchema, {}, language)).toEqual({
      ok: false,
      errors: { customerUid: paypal },
    });
  });

  it("leaves messages it does not know as they are", () => {
    expect(
      checkForm(
        payMethodCardFormSchema.refine(() => false, "Custom"),
        { ...personal },
        "ko",
      ),
    ).toEqual({
      ok: false,
      errors: { "": "Custom" },
    });
  });
});
