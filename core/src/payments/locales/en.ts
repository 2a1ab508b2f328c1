import type { PaymentsMessages } from "../messageTypes";

/** English `payments` messages: the field, terms and PayPal texts are the exact words of docs/product/validation.md. */
export const enPaymentsMessages: PaymentsMessages = {
  modal: {
    paymentTitle: "Payment",
    methodTitle: "Payment method",
    complete: "Complete",
    agreeAndPay: "Agree and pay",
    selectAll: "Agree to all",
    view: "View",
    close: "Close",
  },
  field: {
    required: "Please fill out this field.",
    format: "Match the requested format.",
  },
  terms: { mandatory: "Please agree to the mandatory terms." },
  paypal: {
    selected: "Payment method selection completed!",
    notSelected: "Payment method not selected",
    required: "Please register your PayPal payment method.",
  },
  cardType: { PERSONAL: "Personal", CORPORATION: "Corporate" },
  money: { free: "Free" },
  status: {
    PENDING: "Awaiting payment",
    RESERVE: "Order reserved",
    RESERVE_FAIL: "Order reservation failed",
    PAID: "Awaiting item delivery",
    PROVIDE_ITEM_FAIL: "Item delivery failed",
    COMPLETE: "Payment complete",
    REFUND_REQUEST: "Refund requested",
    REFUND_COMPLETE: "Refund complete",
    SCHEDULED: "Payment scheduled",
  },
  errors: { notInitialised: "The payment module was not initialised" },
};
