import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";
import { renderConsoleAt } from "../../auth/testing/renderConsoleAt";

/* The event page's claim buttons, through the real route tree against the real server. */

let visitor: TestAccount;
beforeAll(async () => {
  visitor = await registerAccount("event-claim");
  await apiOn(visitor).checkin();
});

afterEach(cleanup);

/** The offer's item on the event page, once listed. */
const offer = (id: string) =>
  waitFor(() => {
    const item = document.querySelector<HTMLElement>(`[data-coupon="${id}"]`);
    expect(item).not.toBeNull();
    return item as HTMLElement;
  });

describe("the event page's offers", () => {
  it("claims an offer for a signed-in user: the button becomes “Claimed”, the coupon is held", async () => {
    const { t } = await renderSignedIn("/builder/event", visitor);
    // A won coupon is offered to a buyer who pays in won.
    act(() => t.store.ui.setCurrency("KRW"));
    const item = await offer("hosting-basic-3000");
    const claim = await within(item).findByRole("button", {
      name: "Get the coupon: ₩3,000 off Hosting Basic",
    });
    fireEvent.click(claim);
    expect(await within(item).findByText("Claimed")).toBeTruthy();
    expect(within(item).queryByRole("button")).toBeNull();
    const held = await apiOn(visitor).getDownloadableCoupons({});
    expect(held.find((c) => c.id === "hosting-basic-3000")?.state).toBe("unused");
  });

  it("does not offer a won discount to a buyer who pays in dollars, and says why", async () => {
    const buyer = await registerAccount("event-usd");
    await apiOn(buyer).checkin();
    const { t } = await renderSignedIn("/builder/event", buyer);
    expect(t.store.ui.currency).toBe("USD");
    const won = await offer("hosting-basic-3000");
    expect(
      await within(won).findByText(
        "This discount applies only to payments in Korean won (KRW); you pay in US dollar (USD). Switch the currency to get it.",
      ),
    ).toBeTruthy();
    expect(within(won).queryByRole("button")).toBeNull();
    // A percentage takes its share of any currency: offered as before.
    const welcome = await offer("welcome-pro-20");
    expect(await within(welcome).findByRole("button", { name: /Get the coupon/ })).toBeTruthy();
  });

  it("sends a visitor to the login with the way back to the event page", async () => {
    await renderConsoleAt("/builder/event");
    const page = (await screen.findByRole("heading", { level: 1 })).closest(".event");
    const signIn = within(page as HTMLElement).getByRole("link", { name: "Sign in" });
    expect(signIn.getAttribute("href")).toBe("/builder/login?redirect=%2Fbuilder%2Fevent");
  });
});
