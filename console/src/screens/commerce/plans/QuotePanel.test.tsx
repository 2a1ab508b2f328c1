import type { OrderQuote } from "@orbis/core/contract";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithStores } from "../../../testing/renderWithStores";
import { testRootStore } from "../../../testing/testRootStore";
import { QuotePanel } from "./QuotePanel";

/* How the plan-change screen shows the server's quote: what is charged, when, for which days. */

const upgrade: OrderQuote = {
  orderName: "Business",
  changeKind: "upgrade",
  subtotal: 52.5,
  discount: 0,
  amount: 52.5,
  currency: "USD",
  from: "20261126",
  to: "20261220",
  chargedAt: "2026-11-26T10:00:00.000Z",
};

const show = async (quote: OrderQuote) => {
  const t = await testRootStore();
  await t.translator.i18n.loadNamespaces("commerce");
  renderWithStores(
    <QuotePanel planName="Business" period="MONTH" state="ready" quote={quote} error={null} />,
    t,
  );
};

afterEach(cleanup);

describe("QuotePanel", () => {
  it("shows an upgrade's prorated amount, charged now for the rest of the period", async () => {
    await show(upgrade);
    expect(screen.getByRole("heading", { name: "Business · Monthly" })).toBeTruthy();
    expect(screen.getByTestId("quote-sentence").textContent).toBe(
      "You pay $52.50 now for the rest of your current period (Nov 26, 2026 – Dec 20, 2026).",
    );
    expect(screen.queryByText("Discount")).toBeNull();
  });

  it("shows a downgrade's day and what will be charged then", async () => {
    await show({
      ...upgrade,
      changeKind: "downgrade",
      amount: 15,
      subtotal: 15,
      chargedAt: "2026-12-20T00:00:00.000Z",
    });
    expect(screen.getByTestId("quote-sentence").textContent).toBe(
      "Your plan changes to Business on Dec 20, 2026; $15.00 will be charged then.",
    );
  });

  it("shows a coupon's discount and a new plan's period", async () => {
    await show({ ...upgrade, changeKind: "new", subtotal: 15, discount: 3, amount: 12 });
    expect(screen.getByTestId("quote-sentence").textContent).toBe(
      "You pay $12.00 now for Nov 26, 2026 – Dec 20, 2026.",
    );
    expect(screen.getByText("−$3.00")).toBeTruthy();
  });
});
