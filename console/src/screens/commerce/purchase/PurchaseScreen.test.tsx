import { subscribeTo } from "@orbis/testkit/accounts";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";

/*
 * `/mypage/purchase` through the real route tree (its lazy chunk and the commerce namespace),
 * against the real server: accounts that paid for PRO with the kit's `subscribeTo`.
 */

/** A checked-in account (no first-access coupon dialog over the page), on PRO when `pays`. */
const account = async (label: string, pays: boolean): Promise<TestAccount> => {
  const created = await registerAccount(label);
  const api = apiOn(created);
  await api.checkin();
  if (!pays) return created;
  await subscribeTo(api, "PLAN-PRO-MONTH", { email: created.email });
  await vi.waitFor(
    async () => {
      const { list } = await api.getPaymentHistory({ params: { appId: "orbis" }, query: {} });
      expect(list.map((p) => p.status)).toEqual(["COMPLETE"]);
    },
    { timeout: 15_000, interval: 100 },
  );
  return created;
};

/** An account on PRO that then upgraded to BUSINESS, and cancelled a PayPal approval. */
const upgradedAndCancelled = async (): Promise<TestAccount> => {
  const created = await account("purchase-upgraded", true);
  const api = apiOn(created);
  await subscribeTo(api, "PLAN-BUSINESS-MONTH", { email: created.email });
  const order = await api.preparePaymentGoods({
    headers: { langcode: "EN" },
    body: { goodsCodes: ["STORAGE-100GB-MONTH"], payMethod: "paypal", currency: "USD" },
  });
  // The PayPal approval page's Cancel, as its form sends it.
  const cancelled = await fetch(`${serverOrigin()}/pay/sandbox/checkout`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      merchantUid: order.merchantUid,
      returnUrl: "/mypage/usage",
      approve: "no",
    }),
  });
  expect(cancelled.status).toBe(303);
  await vi.waitFor(
    async () => {
      const { list } = await api.getPaymentHistory({ params: { appId: "orbis" }, query: {} });
      expect(list.map((p) => p.status).sort()).toEqual(["COMPLETE", "COMPLETE", "RESERVE_FAIL"]);
    },
    { timeout: 15_000, interval: 100 },
  );
  return created;
};

let paid: TestAccount;
let refunder: TestAccount;
let newcomer: TestAccount;
let upgraded: TestAccount;
beforeAll(async () => {
  [paid, refunder, newcomer, upgraded] = await Promise.all([
    account("purchase-screen", true),
    account("purchase-refund", true),
    account("purchase-empty", false),
    upgradedAndCancelled(),
  ]);
});

afterEach(cleanup);

const open = async (who: TestAccount) => {
  const rendered = await renderSignedIn("/mypage/purchase", who);
  await screen.findByRole("heading", { name: "Payment history", level: 1 });
  return rendered;
};

const section = (name: string) => screen.getByRole("region", { name });

/** The history's row of the only payment, once the table shows. */
const paymentRow = async () => {
  const history = await waitFor(() => section("Payment history"));
  const table = await within(history).findByRole("table");
  const rows = within(table).getAllByRole("row");
  expect(rows).toHaveLength(2);
  return rows[1] as HTMLElement;
};

describe("/mypage/purchase", () => {
  it("lists the payment: date, order, amount, card and its status badge; the renewal is scheduled", async () => {
    await open(paid);
    const row = await paymentRow();
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    expect(cells.slice(1, 5)).toEqual([
      "Pro (monthly)",
      "19,900 KRW",
      "Sandbox Visa",
      "Payment complete",
    ]);
    expect(cells[0]).toBe(
      new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date()),
    );
    expect(
      within(row).getByRole("button", { name: "Request a refund: Pro (monthly)" }),
    ).toBeTruthy();
    // One page only: no pager.
    expect(screen.queryByRole("navigation", { name: "Payment history pages" })).toBeNull();

    const scheduled = section("Scheduled payments");
    await within(scheduled).findByText("Pro (monthly)");
    expect(within(scheduled).getByText("Payment scheduled")).toBeTruthy();
    expect(within(scheduled).getByText("19,900 KRW")).toBeTruthy();
  });

  it("shows the receipt in a dialog that prints", async () => {
    await open(paid);
    const row = await paymentRow();
    fireEvent.click(within(row).getByRole("button", { name: "Receipt: Pro (monthly)" }));
    const dialog = await screen.findByRole("dialog", { name: "Receipt" });
    await within(dialog).findByText("Order number");
    const term = (name: string) => within(dialog).getByText(name).nextElementSibling?.textContent;
    expect(term("Order")).toBe("Pro (monthly)");
    expect(term("Amount paid")).toBe("19,900 KRW");
    expect(term("Payment method")).toBe("Sandbox Visa");
    expect(term("Status")).toBe("Payment complete");
    expect(term("Buyer")).toContain(paid.email);
    expect(term("Order number")).toBe(row.dataset.payment);

    // The browser's print dialog is the platform's; happy-dom has none, so one stands in for it.
    const print = vi.fn();
    vi.stubGlobal("print", print);
    fireEvent.click(within(dialog).getByRole("button", { name: "Print" }));
    vi.unstubAllGlobals();
    expect(print).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("refunds after a confirmation: the refunded receipt shows and the row becomes REFUND_COMPLETE", async () => {
    const { t } = await open(refunder);
    const row = await paymentRow();
    fireEvent.click(within(row).getByRole("button", { name: "Request a refund: Pro (monthly)" }));
    const question = await screen.findByRole("dialog", { name: "Request a refund" });
    expect(question.textContent).toContain("Refund 19,900 KRW paid for “Pro (monthly)”?");
    fireEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(t.sent.some((r) => r.path.endsWith("/refund"))).toBe(false);

    fireEvent.click(within(row).getByRole("button", { name: "Request a refund: Pro (monthly)" }));
    const again = await screen.findByRole("dialog", { name: "Request a refund" });
    fireEvent.click(within(again).getByRole("button", { name: "Request the refund" }));
    const receipt = await screen.findByRole("dialog", { name: "Receipt" });
    expect(within(receipt).getByText("Status").nextElementSibling?.textContent).toBe(
      "Refund complete",
    );
    await waitFor(() =>
      expect(t.store.ui.snackbar.messages.map((m) => m.text)).toContain(
        "The payment was refunded.",
      ),
    );
    const refunded = await paymentRow();
    await waitFor(() => expect(within(refunded).getByText("Refund complete")).toBeTruthy());
    expect(within(refunded).queryByRole("button", { name: /Request a refund/ })).toBeNull();
  });

  it("says so when there are no payments and nothing is scheduled", async () => {
    await open(newcomer);
    expect(await screen.findByText("You have not made any payments yet.")).toBeTruthy();
    expect(await screen.findByText("No payments are scheduled.")).toBeTruthy();
  });

  it("says why the PRO payment an upgrade replaced offers no refund, and that a cancelled PayPal approval charged nothing", async () => {
    await open(upgraded);
    const history = await waitFor(() => section("Payment history"));
    const table = await within(history).findByRole("table");
    const rowOf = async (order: RegExp) =>
      (await within(table).findByText(order)).closest("tr") as HTMLElement;

    const pro = await rowOf(/^Pro \(monthly\)$/);
    expect(within(pro).queryByRole("button", { name: /Request a refund/ })).toBeNull();
    expect(pro.textContent).toContain(
      "A later payment has replaced this one, so it can no longer be refunded",
    );

    const business = await rowOf(/^Business/);
    expect(business.textContent).not.toContain("replaced");

    const cancelled = (await within(table).findByText("Order reservation failed")).closest(
      "tr",
    ) as HTMLElement;
    expect(cancelled.textContent).toContain("PayPal");
    expect(cancelled.textContent).toContain(
      "Not charged: cancelled or refused before any money was taken",
    );
    expect(
      within(cancelled).getByText("Order reservation failed").getAttribute("class"),
    ).not.toContain("--bad");
  });

  it("says a refund refused since the page opened (an upgrade replaced the payment: 120014) in the locale's words", async () => {
    const late = await account("purchase-refund-late", true);
    const { t } = await open(late);
    const row = await paymentRow();
    // The upgrade is paid elsewhere (another tab) after the history was read.
    await subscribeTo(apiOn(late), "PLAN-BUSINESS-MONTH", { email: late.email });
    fireEvent.click(within(row).getByRole("button", { name: "Request a refund: Pro (monthly)" }));
    const question = await screen.findByRole("dialog", { name: "Request a refund" });
    fireEvent.click(within(question).getByRole("button", { name: "Request the refund" }));
    await waitFor(() =>
      expect(t.store.ui.snackbar.messages.map((m) => m.text)).toContain(
        t.translator.i18n.t("errors:refundReplaced"),
      ),
    );
    expect(t.translator.i18n.t("errors:refundReplaced")).toBe(
      "A later payment has replaced this one, so it can no longer be refunded",
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The row is read again: no refund offered any more, and why.
    await screen.findByText(
      "A later payment has replaced this one, so it can no longer be refunded",
    );
    expect(screen.queryByRole("button", { name: "Request a refund: Pro (monthly)" })).toBeNull();
  });
});
