import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkForm } from "./fieldErrors";
import { payMethodCardFormSchema } from "./forms";
import {
  COMBINED_ID_MAX_LENGTH,
  emptyPayMethodCardForm,
  formatCombinedIdInput,
  formatExpiryInput,
  formatPwdDigitInput,
} from "./payMethodCardForm";

describe("the payment-method card tab", () => {
  it("starts empty, and an empty tab reports every field missing", () => {
    const form = emptyPayMethodCardForm();
    expect(form).toEqual({ cardNumber: ["", "", "", ""], expiry: "", pwdDigit: "", birth: "" });
    const check = checkForm(payMethodCardFormSchema, form);
    expect(check).toEqual({
      ok: false,
      errors: {
        "cardNumber.0": "Please fill out this field.",
        "cardNumber.1": "Please fill out this field.",
        "cardNumber.2": "Please fill out this field.",
        "cardNumber.3": "Please fill out this field.",
        expiry: "Please fill out this field.",
        pwdDigit: "Please fill out this field.",
        birth: "Please fill out this field.",
      },
    });
  });

  it.each([
    ["870615", "870615"],
    ["123-45-67890", "1234567890"],
    ["12345678901", "1234567890"],
    ["87 06 15", "870615"],
    ["abc", ""],
  ])("the combined ID field keeps %j as %j", (input, expected) => {
    expect(formatCombinedIdInput(input)).toBe(expected);
  });

  it("never lets the combined ID field pass ten digits, and formatting twice changes nothing", () => {
    expect(COMBINED_ID_MAX_LENGTH).toBe(10);
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = formatCombinedIdInput(input);
        expect(once).toMatch(/^\d{0,10}$/);
        expect(formatCombinedIdInput(once)).toBe(once);
      }),
    );
  });

  it.each([
    ["12/30", "1230"],
    ["123045", "1230"],
    ["", ""],
  ])("the expiry keeps %j as %j", (input, expected) => {
    expect(formatExpiryInput(input)).toBe(expected);
  });

  it.each([
    ["47", "47"],
    ["4712", "47"],
    ["4x", "4"],
  ])("the password keeps %j as %j", (input, expected) => {
    expect(formatPwdDigitInput(input)).toBe(expected);
  });
});
