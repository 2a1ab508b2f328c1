import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedInStorage } from "../../testing/signedInStorage";
import type { TestRootStore } from "../../testing/testRootStore";
import { renderConsoleAt } from "../auth/testing/renderConsoleAt";
import { infoGuides } from "./infoGuides";

/* The marketing pages through the real route tree (their lazy chunks), against the real server. */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("marketing");
  // The first check-in, so that the first-access coupon dialog does not cover the page.
  await apiOn(account).checkin();
});

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

/** Renders the whole console at `path`, signed in or not. */
const open = async (path: string, signedIn = false) => {
  const opened = await renderConsoleAt(path, signedIn ? await signedInStorage(account) : undefined);
  rendered.push(opened.t);
  return opened;
};

describe("/builder/pricing", () => {
  it("lists the server's plans with their limits, priced in the chosen currency", async () => {
    const { t } = await open("/builder/pricing");
    const pro = await waitFor(() => {
      const card = document.querySelector<HTMLElement>('[data-plan="pro"]');
      expect(card).not.toBeNull();
      return card as HTMLElement;
    });
    const free = document.querySelector<HTMLElement>('[data-plan="free"]') as HTMLElement;
    expect(within(pro).getByRole("heading", { name: "Pro" })).toBeTruthy();
    expect(pro.textContent).toContain("$15.00");
    expect(pro.textContent).toContain("$150.00 / year");
    expect(free.textContent).toContain("Free");
    // FREE's limits as seeded: 3 projects, 5 tours per project, 1 GB, 1 published URL.
    const limit = (card: HTMLElement, label: string) =>
      within(card).getByText(label).nextElementSibling?.textContent;
    expect(limit(free, "Projects")).toBe("3");
    expect(limit(free, "Tours per project")).toBe("5");
    expect(limit(free, "Storage")).toMatch(/^1(\.0+)? GB$/);
    expect(limit(free, "Visitor statistics")).toBe("Not included");
    expect(limit(pro, "Visitor statistics")).toBe("Included");

    act(() => t.store.ui.setCurrency("KRW"));
    await waitFor(() => expect(pro.textContent).toContain("19,900 KRW"));
    const start = screen.getByRole("link", { name: "Start free" });
    expect(start.getAttribute("href")).toBe("/builder/login");
  });

  /** The card of `planId`, once the catalogue has come. */
  const card = (planId: string) =>
    waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-plan="${planId}"]`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });

  it("says what the education plans are for", async () => {
    await open("/builder/pricing");
    const instructor = await card("edu-instructor");
    for (const text of [
      "Student groups and student accounts",
      "Student licences to buy and give out",
      "Review and approve students' submitted lectures",
      "Certified instructor status, renewed yearly while the plan is paid",
    ])
      expect(within(instructor).getByText(text)).toBeTruthy();
    expect(within(await card("pro")).queryByText("Student groups and student accounts")).toBeNull();
  });

  it("sends a visitor's plan choice through sign-in, with the way back to its checkout", async () => {
    await open("/builder/pricing");
    const pro = await card("pro");
    const choose = within(pro).getByRole("link", { name: "Choose Pro" });
    expect(choose.getAttribute("href")).toBe("/builder/login?redirect=%2Fpayment%3Fplan%3Dpro");
    // FREE is every account's: its button leads to the projects.
    const free = await card("free");
    expect(within(free).getByRole("link", { name: "Start with Free" }).getAttribute("href")).toBe(
      "/projects",
    );
    // "Contact us" has no price to check out.
    expect(within(await card("enterprise")).queryByRole("link")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Yearly" }));
    expect(screen.getByRole("button", { name: "Yearly" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await waitFor(() => expect(pro.textContent).toContain("$150.00 / year"));
    expect(within(pro).getByRole("link", { name: "Choose Pro" }).getAttribute("href")).toBe(
      "/builder/login?redirect=%2Fpayment%2Fyearly%3Fplan%3Dpro",
    );
  });

  it("starts a signed-in user's checkout, monthly or yearly as the page shows", async () => {
    const { where } = await open("/builder/pricing", true);
    const business = await card("business");
    expect(
      within(business).getByRole("link", { name: "Choose Business" }).getAttribute("href"),
    ).toBe("/payment?plan=business");
    fireEvent.click(screen.getByRole("button", { name: "Yearly" }));
    const pro = await card("pro");
    fireEvent.click(within(pro).getByRole("link", { name: "Choose Pro" }));
    await waitFor(() => expect(where()).toBe("/payment/yearly?plan=pro"));
  });
});

describe("/section3-1 … /section3-9", () => {
  it.each(Array.from({ length: 9 }, (_, index) => index))(
    "shows section index %i active for its path",
    async (index) => {
      await open(`/section3-${index + 1}`);
      const guide = infoGuides.en[index];
      const heading = await screen.findByRole("heading", { level: 1, name: guide?.title });
      expect(heading).toBeTruthy();
      const nav = screen.getByRole("navigation", { name: "Guide sections" });
      const links = within(nav).getAllByRole("link");
      expect(links).toHaveLength(9);
      expect(links.findIndex((link) => link.getAttribute("aria-current") === "page")).toBe(index);
    },
  );
});

describe("/terms and /privacy", () => {
  it("renders the server's terms text on /terms", async () => {
    await open("/terms");
    // The page's own title and the server's item share a name: the item is the level-2 heading.
    expect(await screen.findByRole("heading", { level: 2, name: "Terms of Service" })).toBeTruthy();
    expect(screen.getByText(/You own the tours you build/)).toBeTruthy();
    expect(screen.queryByText(/Marketing emails/)).toBeNull();
  });

  it("renders the privacy item on /privacy", async () => {
    await open("/privacy");
    expect(
      await screen.findByRole("heading", {
        level: 2,
        name: "Collection and use of personal data",
      }),
    ).toBeTruthy();
  });
});

describe("/builder/features and /builder/event", () => {
  it("lists what Orbis does", async () => {
    await open("/builder/features");
    expect(await screen.findByRole("heading", { name: "What Orbis does" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Static export" })).toBeTruthy();
    expect(document.querySelectorAll("[data-feature]")).toHaveLength(7);
  });

  it("asks a visitor to sign in to see offers", async () => {
    await open("/builder/event");
    expect(await screen.findByText("Sign in to see the offers available to you.")).toBeTruthy();
  });

  it("shows the welcome coupon the server offers to a signed-in user", async () => {
    await open("/builder/event", true);
    const offer = await waitFor(() => {
      const item = document.querySelector<HTMLElement>('[data-coupon="welcome-pro-20"]');
      expect(item).not.toBeNull();
      return item as HTMLElement;
    });
    expect(offer.textContent).toContain("20% off");
  });
});
