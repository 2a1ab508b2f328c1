import { escapeHtml } from "@orbis/core/format";
import { TEST_CARDS } from "./sandboxCards";

/** What the checkout page shows of the order: all of it priced by the server. */
export interface CheckoutOrder {
  readonly merchantUid: string;
  readonly orderName: string;
  /** The amount written for the buyer (core's formatMoney). */
  readonly amountText: string;
  readonly payMethod: "card" | "paypal";
  readonly returnUrl: string;
  /** A refusal of the last try, shown above the form. */
  readonly error?: string;
}

/** The card form's labels, by field: what a refusal of a field names. */
export const CARD_FIELD_LABELS: Readonly<Record<string, string>> = {
  cardNumber: "Card number",
  expiry: "Expiry (MMYY)",
  birth: "Date of birth (YYMMDD) or business number",
  pwdDigit: "First two digits of the card password",
};

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
h1{font-size:1.25rem}.order{background:#f3f5f8;border-radius:8px;padding:1rem;margin:1rem 0}
.amount{font-size:1.5rem;font-weight:600}label{display:block;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}button{margin-top:1rem;padding:.6rem 1rem;font-size:1rem}
.error{color:#b00020;margin:1rem 0}.badge{display:inline-block;background:#ffe08a;border-radius:4px;padding:0 .4rem;font-size:.8rem}
table{font-size:.85rem;border-collapse:collapse;margin-top:1.5rem}td{padding:.15rem .5rem}`;

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

const cardForm = (order: CheckoutOrder): string => `
<form method="post" action="/pay/sandbox/checkout">
  ${hidden("merchantUid", order.merchantUid)}${hidden("returnUrl", order.returnUrl)}
  <label for="cardNumber">${CARD_FIELD_LABELS.cardNumber}</label>
  <input id="cardNumber" name="cardNumber" required inputmode="numeric" autocomplete="off"
    pattern="\\d{4}-\\d{4}-\\d{4}-\\d{4}" placeholder="4242-4242-4242-4242">
  <label for="expiry">${CARD_FIELD_LABELS.expiry}</label>
  <input id="expiry" name="expiry" required inputmode="numeric" pattern="(0[1-9]|1[0-2])\\d{2}" maxlength="4" autocomplete="off">
  <label for="birth">${CARD_FIELD_LABELS.birth}</label>
  <input id="birth" name="birth" required inputmode="numeric" pattern="\\d{6}|\\d{10}" maxlength="10" autocomplete="off">
  <label for="pwdDigit">${CARD_FIELD_LABELS.pwdDigit}</label>
  <input id="pwdDigit" name="pwdDigit" type="password" required inputmode="numeric" pattern="\\d{2}" maxlength="2" autocomplete="off">
  <button type="submit">Pay</button>
</form>
<table><caption>Sandbox test cards</caption>
${TEST_CARDS.map((c) => `<tr><td><code>${c.number}</code></td><td>${escapeHtml(c.purpose)}</td></tr>`).join("\n")}
</table>`;

const payPalForm = (order: CheckoutOrder): string => `
<p>Approve this payment with your PayPal account?</p>
<form method="post" action="/pay/sandbox/checkout">
  ${hidden("merchantUid", order.merchantUid)}${hidden("returnUrl", order.returnUrl)}
  <button type="submit" name="approve" value="yes">Approve</button>
  <button type="submit" name="approve" value="no">Cancel</button>
</form>`;

/**
 * The sandbox's checkout page: what a provider's hosted payment window shows, with no script
 * (the console's content policy allows none inline) and every value escaped.
 */
export const checkoutPage = (order: CheckoutOrder): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${order.payMethod === "paypal" ? "PayPal approval" : "Checkout"} · Orbis sandbox</title><style>${STYLE}</style></head>
<body><h1>${order.payMethod === "paypal" ? "PayPal approval" : "Pay by card"} <span class="badge">Sandbox: no real money</span></h1>
<div class="order"><div>${escapeHtml(order.orderName)}</div><div class="amount">${escapeHtml(order.amountText)}</div></div>
${order.error === undefined ? "" : `<p class="error" role="alert">${escapeHtml(order.error)}</p>`}
${order.payMethod === "paypal" ? payPalForm(order) : cardForm(order)}
</body></html>`;
