import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderConsoleAt } from "../screens/auth/testing/renderConsoleAt";
import type { SentRequest } from "../testing/recordingFetch";
import { signedInStorage } from "../testing/signedInStorage";
import type { TestRootStore } from "../testing/testRootStore";

/* The whole console rendered on a memory router, its stores talking to the real server. */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("routes");
  // The registration's first check-in, so that no first-access coupon dialog covers the screens.
  await apiOn(account).checkin();
});

/** The stores rendered by the running test. */
const rendered: TestRootStore[] = [];
afterEach(async () => {
  // Page views are sent without waiting: let them land before the page goes (happy-dom aborts
  // calls still running when the test file's window closes).
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
  vi.restoreAllMocks();
});

/** The page views this render sent and the server counted, by path. */
const viewsOf = (sent: SentRequest[], ...paths: string[]) =>
  sent
    .filter((r) => r.path === "/api/v3/analytics/page-views" && r.status === 200)
    .map((r) => r.body as { path: string; language: string; title: string })
    .filter((body) => paths.includes(body.path));

/** Renders the whole console at `path`; resolves once the first navigation has settled. */
const open = async (path: string, signedIn = false) => {
  const opened = await renderConsoleAt(path, signedIn ? await signedInStorage(account) : undefined);
  rendered.push(opened.t);
  return opened;
};

describe("routes", () => {
  it("shows the landing at / titled from the site metadata, with the product's name", async () => {
    const { where } = await open("/");
    expect(where()).toBe("/");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    // The title is set after the navigation settles, then from /metadata.json once it is read.
    const landing = (await apiOn().getSiteMetadata())["/"]?.en?.title;
    expect(landing).toContain("Orbis");
    await waitFor(() => expect(document.title).toBe(landing));
  });

  it("switches the interface language from the footer", async () => {
    const { t } = await open("/");
    const select = await screen.findByRole("combobox", { name: "Language" });
    fireEvent.change(select, { target: { value: "ja" } });
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
        "360° バーチャルツアーを作り、自分のサーバーから公開",
      ),
    );
    expect(document.documentElement.lang).toBe("ja");
    expect(t.store.ui.language).toBe("ja");
  });

  it.each([
    ["/index", "/"],
    ["/no/such/page", "/404"],
    ["/nonsense", "/404"],
  ])("sends %s to %s", async (from, to) => {
    const { where } = await open(from);
    await waitFor(() => expect(where()).toBe(to));
  });

  it("titles the status pages", async () => {
    await open("/404");
    await waitFor(() => expect(document.title).toBe("Page not found | Orbis"));
    expect((await screen.findByRole("link", { name: "Go home" })).getAttribute("href")).toBe("/");
  });

  it("keeps the plugin download pages apart from unknown paths", async () => {
    const { where } = await open("/orbis-plugin-download-page");
    expect(where()).toBe("/orbis-plugin-download-page");
    // The first navigation settles before the page's screen has rendered.
    expect(await screen.findByRole("heading", { level: 1, name: "orbis plugin" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Install" })).toBeTruthy();
  });

  it("offers sign-up in sight on the landing and in its header to a visitor", async () => {
    const { where } = await open("/");
    const header = await screen.findByRole("banner");
    const signUp = within(header).getByRole("link", { name: "Sign up" });
    expect(signUp.getAttribute("href")).toBe("/builder/register/email");
    expect(within(header).getByRole("link", { name: "Sign in" })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Sign up free" }));
    await waitFor(() => expect(where()).toBe("/builder/register/email"));
    expect(await screen.findByRole("heading", { name: "Create your Orbis account" })).toBeTruthy();
  });

  it("offers a signed-in user the projects instead of sign-up", async () => {
    await open("/", true);
    const header = await screen.findByRole("banner");
    await within(header).findByRole("link", { name: "My projects" });
    expect(screen.getByRole("link", { name: "Get started" }).getAttribute("href")).toBe(
      "/projects",
    );
    expect(screen.queryByRole("link", { name: /Sign up/ })).toBeNull();
  });

  it("opens the login as a dialog over the builder landing", async () => {
    await open("/builder/login");
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Login");
  });

  it("shows a visitor the yearly plans, and signs them in to choose one", async () => {
    const { where } = await open("/payment/yearly");
    const choose = await screen.findByRole("button", { name: "Choose Pro" });
    expect(screen.getByText("$150.00 / year")).toBeTruthy();
    fireEvent.click(choose);
    await waitFor(() =>
      expect(where()).toBe("/builder/login?redirect=%2Fpayment%2Fyearly%3Fplan%3Dpro"),
    );
  });

  it("guards before any loader runs: the way back is the path asked for", async () => {
    const { where } = await open("/projects");
    await waitFor(() => expect(where()).toBe("/builder/login?redirect=%2Fprojects"));
  });

  it("sends a signed-out visitor of a private route to login with a redirect back", async () => {
    const { where } = await open("/mypage/usage?tab=storage");
    await waitFor(() =>
      expect(where()).toBe("/builder/login?redirect=%2Fmypage%2Fusage%3Ftab%3Dstorage"),
    );
  });

  it.each([
    ["/projects", "/projects/contents"],
    ["/mypage", "/mypage/info"],
    ["/download", "/download/artpackage"],
    ["/site/7", "/site/7/info"],
    ["/project/7", "/project/7/preview"],
    ["/shared/7", "/shared/7/preview"],
    ["/project/shared/7", "/project/shared/7/preview"],
    ["/project/hosting/7", "/project/hosting/7/preview"],
  ])("redirects %s to %s for a signed-in user", async (from, to) => {
    const { where } = await open(from, true);
    await waitFor(() => expect(where()).toBe(to));
  });

  it.each([
    ["/projects/contents", "My projects | Orbis"],
    ["/mypage/info", "Edit my information | Orbis"],
    ["/projects/hosting-images/3", "360° image storage | Orbis"],
    ["/payment", "Change plan | Orbis"],
    ["/shared", "Shared with me | Orbis"],
  ])("titles %s as %s", async (path, title) => {
    await open(path, true);
    await waitFor(() => expect(document.title).toBe(title));
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeTruthy();
  });

  it("lets a signed-in user hide the top banner and show or hide the side menu", async () => {
    await open("/statistics", true);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(menu.textContent).toContain("My projects");
    expect(screen.getByText(/runs on your own server/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Close the banner" }));
    // Waited for: a screen still loading may hold a hidden copy of the layout a moment longer.
    await waitFor(() => expect(screen.queryByText(/runs on your own server/)).toBeNull());
    const toggle = screen.getByRole("button", { name: "Show or hide the menu" });
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Main menu" })).toBeNull());
    fireEvent.click(toggle);
    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeTruthy();
  });

  it("reaches the subscription, payment history, usage and coupons from the side menu, each under its own heading", async () => {
    const { where } = await open("/projects", true);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    for (const [name, path] of [
      ["Subscription", "/mypage/subscribe"],
      ["Payment history", "/mypage/purchase"],
      ["Usage", "/mypage/usage"],
      ["Register a coupon", "/mypage/coupon"],
    ] as const) {
      fireEvent.click(within(menu).getByRole("link", { name }));
      await waitFor(() => expect(where()).toBe(path));
      expect((await screen.findByRole("heading", { level: 1, name })).textContent).toBe(name);
    }
  });

  it("leads from My account and from the subscription page to the other commerce screens", async () => {
    const { where } = await open("/mypage/info", true);
    const section = await screen.findByRole("region", { name: "Plan and payments" });
    fireEvent.click(within(section).getByRole("link", { name: "Subscription" }));
    await waitFor(() => expect(where()).toBe("/mypage/subscribe"));
    const tabs = await screen.findByRole("navigation", { name: "My account" });
    fireEvent.click(within(tabs).getByRole("link", { name: "Payment history" }));
    await waitFor(() => expect(where()).toBe("/mypage/purchase"));
    await screen.findByRole("heading", { level: 1, name: "Payment history" });
  });

  it("sends a page view after each navigation, without query or hash", async () => {
    const { router, t } = await open("/section3-4");
    await waitFor(() => expect(viewsOf(t.sent, "/section3-4")).toHaveLength(1));
    await act(() => router.navigate("/section3-5?from=menu#top"));
    await waitFor(() => expect(viewsOf(t.sent, "/section3-5")).toHaveLength(1));
    expect(viewsOf(t.sent, "/section3-4", "/section3-5").map((v) => v.path)).toEqual([
      "/section3-4",
      "/section3-5",
    ]);
    expect(viewsOf(t.sent, "/section3-4")[0]).toMatchObject({ language: "en", title: "Orbis" });
  });

  it("sends no page view for a route that ignores hits", async () => {
    const { router, t } = await open("/oauth/naver");
    await act(() => router.navigate("/section3-9"));
    // The next route's view counted shows the ignored one would have been sent by now.
    await waitFor(() => expect(viewsOf(t.sent, "/section3-9")).toHaveLength(1));
    expect(t.sent.filter((r) => r.path === "/api/v3/analytics/page-views")).toHaveLength(1);
  });

  it("scrolls to the hash target 10 px below the top, and to the top for an access_token", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { router } = await open("/#features");
    const target = await waitFor(() => {
      const element = document.getElementById("features");
      if (!element) throw new Error("the landing has not rendered yet");
      return element;
    });
    const expected = target.getBoundingClientRect().top + window.scrollY - 10;
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: expected, left: 0 }));
    await act(() => router.navigate("/#access_token=abc&token_type=bearer"));
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 }));
  });
});
