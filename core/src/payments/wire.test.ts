import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./fieldErrors";
import { cardPaymentFormSchema, payMethodCardFormSchema } from "./forms";
import {
  cardFormDataSchema,
  cardPaymentFormToData,
  payMethodBodySchema,
  payMethodCardFormToBody,
} from "./wire";

const REQUIRED = "Please fill out this field.";
const FORMAT = "Match the requested format.";
const PAYPAL = "Please register your PayPal payment method.";

const card = { cardNumber: "1234-5678-9012-3456", birth: "900101", expiry: "1228", pwdDigit: "12" };
const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: n, maxLength: n });

const errorsOf = (input: unknown) => {
  const parsed = payMethodBodySchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("payMethodBodySchema", () => {
  it.each([
    ["a card with a birth date", card, {}],
    ["a card with a business number", { ...card, birth: "1234567890" }, {}],
    ["a PayPal customer", { customerUid: "cust_1" }, {}],
    ["groups without hyphens", { ...card, cardNumber: "1234567890123456" }, { cardNumber: FORMAT }],
    ["a hyphenated business number", { ...card, birth: "123-45-67890" }, { birth: FORMAT }],
    ["a card missing its expiry", { ...card, expiry: undefined }, { expiry: REQUIRED }],
    ["a card whose expiry is no month", { ...card, expiry: "1399" }, { expiry: FORMAT }],
    ["a card whose expiry is letters", { ...card, expiry: "ab" }, { expiry: FORMAT }],
    ["an empty PayPal customer", { customerUid: "" }, { customerUid: PAYPAL }],
    ["nothing", {}, { customerUid: PAYPAL }],
  ])("%s", (_label, input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it("drops the buyer email from a card body", () => {
    expect(payMethodBodySchema.parse({ ...card, buyerEmail: "a@b.co" })).toEqual(card);
  });

  it("accepts any four 4-digit groups joined by hyphens", () => {
    fc.assert(
      fc.property(fc.array(digits(4), { minLength: 4, maxLength: 4 }), (groups) => {
        expect(
          cardFormDataSchema.safeParse({ ...card, cardNumber: groups.join("-") }).success,
        ).toBe(true);
      }),
    );
  });
});

describe("form to wire", () => {
  it.each([
    ["personal", { cardType: "PERSONAL", birth: "900101" }, "900101"],
    ["corporate", { cardType: "CORPORATION", birth: "123-45-67890" }, "1234567890"],
  ])("a %s payment modal", (_label, id, birth) => {
    const form = cardPaymentFormSchema.parse({
      ...id,
      cardNumber: ["1234", "5678", "9012", "3456"],
      expiry: "1228",
      pwdDigit: "12",
      buyerEmail: "",
    });
    expect(cardPaymentFormToData(form)).toEqual({ ...card, birth });
  });

  it("keeps a typed buyer email", () => {
    const form = cardPaymentFormSchema.parse({
      cardType: "PERSONAL",
      cardNumber: ["1234", "5678", "9012", "3456"],
      expiry: "1228",
      pwdDigit: "12",
      birth: "900101",
      buyerEmail: "a@b.co",
    });
    expect(cardPaymentFormToData(form).buyerEmail).toBe("a@b.co");
  });

  it("turns every valid method form into a valid body", () => {
    fc.assert(
      fc.property(
        fc.tuple(digits(4), digits(4), digits(4), digits(4)),
        // A month and a year: MMYY.
        fc
          .tuple(fc.integer({ min: 1, max: 12 }), digits(2))
          .map(([month, year]) => `${String(month).padStart(2, "0")}${year}`),
        digits(2),
        fc.oneof(digits(6), digits(10)),
        (cardNumber, expiry, pwdDigit, birth) => {
          const form = payMethodCardFormSchema.parse({ cardNumber, expiry, pwdDigit, birth });
          const body = payMethodCardFormToBody(form);
          expect(payMethodBodySchema.parse(body)).toEqual(body);
          expect("cardNumber" in body && body.cardNumber.replaceAll("-", "")).toBe(
            cardNumber.join(""),
          );
        },
      ),
    );
  });
});
