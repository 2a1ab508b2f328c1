import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";
import { fill } from "../../auth/testing/renderConsoleAt";

/*
 * `/mypage/coupon` through the real route tree, against the real server and its seeded coupons
 * (server/src/seed/coupons.ts): ORBIS-360 redeems "Launch code: 10% off".
 */

let holder: TestAccount;
beforeAll(async () => {
  holder = await registerAccount("coupon-screen");
  await apiOn(holder).checkin();
});

afterEach(cleanup);

const open = async () => {
  const rendered = await renderSignedIn("/mypage/coupon", holder);
  // The title shows while the commerce texts load; the sections come with them.
  await screen.findByRole("heading", { name: "Register a coupon", level: 1 });
  await screen.findByRole("region", { name: "Your coupons" });
  return rendered;
};

const yourCoupons = () => screen.getByRole("region", { name: "Your coupons" });
const downloads = (t: Awaited<ReturnType<typeof open>>["t"]) =>
  t.sent.filter((r) => r.method === "POST" && r.path === "/api/v3/coupon/download");

describe("/mypage/coupon", () => {
  it("registers a good code: a snackbar, and the coupon in the list as available", async () => {
    const { t } = await open();
    expect(await within(yourCoupons()).findByText("You have no coupons yet.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Register" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fill("Coupon code", "orbis-360");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() =>
      expect(t.store.ui.snackbar.messages.map((m) => m.text)).toContain(
        "The coupon “Launch code: 10% off” is yours.",
      ),
    );
    const item = await waitFor(() => {
      const found = yourCoupons().querySelector<HTMLElement>('[data-coupon="launch-code-10"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(within(item).getByRole("heading", { name: "Launch code: 10% off" })).toBeTruthy();
    expect(within(item).getByText("Available")).toBeTruthy();
    expect(within(item).getByText("10% off")).toBeTruthy();
    expect(within(item).getByText(/^Until /)).toBeTruthy();
    expect((screen.getByLabelText("Coupon code") as HTMLInputElement).value).toBe("");
  });

  it("leads to the event page, where offered coupons are claimed", async () => {
    const { where } = await open();
    fireEvent.click(screen.getByRole("link", { name: "Get coupons on the events page" }));
    await waitFor(() => expect(where()).toBe("/builder/event"));
    expect(await screen.findByRole("heading", { level: 1, name: "Events" })).toBeTruthy();
  });

  it("says a malformed code and an unknown one under the field; nothing is added", async () => {
    const { t } = await open();
    await within(yourCoupons()).findByText("Launch code: 10% off");

    fill("Coupon code", "no spaces!");
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    const input = screen.getByLabelText("Coupon code");
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    expect(input.getAttribute("aria-describedby")).toBeTruthy();
    const note = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(note?.textContent).toBe("Match the requested format.");
    expect(downloads(t)).toEqual([]);

    fill("Coupon code", "NO-SUCH-CODE");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Register" }));
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    const refused = document.getElementById(input.getAttribute("aria-describedby") ?? "");
    expect(refused?.textContent).toBe("No coupon has this code.");
    expect(t.store.ui.snackbar.current).toBeUndefined();
    expect(downloads(t).map((r) => r.status)).toEqual([404]);
    expect(yourCoupons().querySelectorAll("[data-coupon]")).toHaveLength(1);
  });
});
