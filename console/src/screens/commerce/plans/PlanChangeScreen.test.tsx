import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";
import { type, typeCard } from "../modals/testing";

/*
 * `/payment` through the real route tree against the real server and its sandbox provider: what
 * the buyer reads after paying, after a declined card and after coming back from PayPal.
 */

/** A new, checked-in account (no first-access coupon dialog over the page). */
const buyer = async (label: string): Promise<TestAccount> => {
  const created = await registerAccount(label);
  await apiOn(created).checkin();
  return created;
};

afterEach(cleanup);

/** Opens the card modal of the priced plan, types `card` and pays, agreeing to every term. */
const payByCard = async (groups?: string[]) => {
  fireEvent.click(await screen.findByRole("button", { name: "Pay by card" }));
  const dialog = await screen.findByRole("dialog", { name: "Payment" });
  typeCard(groups);
  type("Date of birth (YYMMDD)", "870615");
  for (const box of within(dialog).getAllByRole("checkbox"))
    if (!(box as HTMLInputElement).checked) fireEvent.click(box);
  await act(async () => {
    fireEvent.click(within(dialog).getByRole("button", { name: "Agree and pay" }));
  });
  return dialog;
};

describe("/payment", () => {
  it("says a declined card once, in plain words, in the payment modal only", async () => {
    const { t } = await renderSignedIn("/payment?plan=pro", await buyer("plan-screen-declined"));
    const dialog = await payByCard(["4000", "0000", "0000", "0002"]);
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("The card was declined");
    // Nowhere else: not on the page under the modal, not in a snackbar.
    const everywhere = document.body.textContent ?? "";
    expect(everywhere.split("declined")).toHaveLength(2);
    expect(t.store.ui.snackbar.messages).toEqual([]);
  });

  it("names what was bought: a hosting tier, not the plan held", async () => {
    await renderSignedIn("/payment?plan=hosting-basic", await buyer("plan-screen-hosting"));
    const heading = await screen.findByRole("heading", { name: /·/, level: 2 });
    const goods = heading.textContent?.split(" · ")[0] ?? "";
    expect(goods).toMatch(/Basic/);
    await payByCard();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 15_000 });
    const paid = await screen.findByText(/^Payment complete/, {}, { timeout: 15_000 });
    expect(paid.textContent).toBe(`Payment complete: ${goods}.`);
    expect(document.body.textContent).not.toContain("You are now on");
  });

  it("comes back from a cancelled PayPal approval with PayPal still chosen and the result in view", async () => {
    const returned = new URLSearchParams({
      plan: "pro",
      method: "paypal",
      paymentId: "pay_cancelled",
      code: "PAYPAL_CANCELLED",
      message: "The buyer cancelled the PayPal approval",
    });
    await renderSignedIn(`/payment?${returned}`, await buyer("plan-screen-paypal"));
    const outcome = await screen.findByText(/The payment did not go through/);
    expect(outcome.textContent).toContain("The buyer cancelled the PayPal approval");
    expect(screen.getByRole("radio", { name: "PayPal (USD)" })).toHaveProperty("checked", true);
    // Focused, so it is read out and on screen.
    await waitFor(() => expect(document.activeElement?.contains(outcome)).toBe(true));
  });

  it("keeps a signed-in buyer in the app layout on the yearly plans", async () => {
    await renderSignedIn("/payment/yearly", await buyer("plan-screen-yearly"));
    await screen.findByRole("heading", { level: 1, name: "Change plan" });
    expect(screen.getByRole("button", { name: "Show or hide the menu" })).toBeTruthy();
  });

  it("says a card refused as the payment method once, in plain words, in its modal", async () => {
    await renderSignedIn("/mypage/subscribe", await buyer("plan-screen-method-declined"));
    fireEvent.click(await screen.findByRole("button", { name: "Change payment method" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment method" });
    typeCard(["4000", "0000", "0000", "0002"]);
    type("Date of birth (YYMMDD) or business number", "870615");
    for (const box of within(dialog).getAllByRole("checkbox"))
      if (!(box as HTMLInputElement).checked) fireEvent.click(box);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Complete" }));
    });
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toBe("The card was declined");
  });
});
