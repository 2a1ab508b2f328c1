import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
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
    await renderSignedIn("/builder/event", visitor);
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

  it("sends a visitor to the login with the way back to the event page", async () => {
    await renderConsoleAt("/builder/event");
    const page = (await screen.findByRole("heading", { level: 1 })).closest(".event");
    const signIn = within(page as HTMLElement).getByRole("link", { name: "Sign in" });
    expect(signIn.getAttribute("href")).toBe("/builder/login?redirect=%2Fbuilder%2Fevent");
  });
});
