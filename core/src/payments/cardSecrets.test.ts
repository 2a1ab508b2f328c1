import { describe, expect, it } from "vitest";
import { CARD_SECRET_FIELDS, withoutCardSecrets } from "./cardSecrets";
import { emptyCardPaymentForm } from "./cardType";
import { emptyPayMethodCardForm } from "./payMethodCardForm";

describe("card secrets", () => {
  it("clears the masked groups and the password digits of the payment modal, keeping the rest", () => {
    const form = {
      ...emptyCardPaymentForm("CORPORATION"),
      cardNumber: ["4242", "4242", "4242", "4242"] as const,
      expiry: "1230",
      pwdDigit: "47",
      birth: "123-45-67890",
      buyerEmail: "buyer@example.com",
    };
    expect(withoutCardSecrets(form)).toEqual({
      cardType: "CORPORATION",
      cardNumber: ["4242", "", "", "4242"],
      expiry: "1230",
      pwdDigit: "",
      birth: "123-45-67890",
      buyerEmail: "buyer@example.com",
    });
  });

  it("does the same to the payment-method card tab", () => {
    const form = {
      ...emptyPayMethodCardForm(),
      cardNumber: ["5555", "5555", "5555", "4444"] as const,
      expiry: "0129",
      pwdDigit: "12",
      birth: "870615",
    };
    expect(withoutCardSecrets(form)).toEqual({
      cardNumber: ["5555", "", "", "4444"],
      expiry: "0129",
      pwdDigit: "",
      birth: "870615",
    });
  });

  it("names the cleared fields in screen order, the first being the one to focus", () => {
    expect(CARD_SECRET_FIELDS).toEqual(["cardNumber.1", "cardNumber.2", "pwdDigit"]);
  });
});
