import { subscribeTo } from "@orbis/testkit/accounts";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * `/download/artpackage` inside the whole console against the real server: a FREE account reaches
 * it from the side menu and sees the packages locked with the upgrade; a PRO account downloads one.
 */

let free: TestAccount;
let pro: TestAccount;
beforeAll(async () => {
  [free, pro] = await Promise.all([
    registerAccount("art-packages-free"),
    registerAccount("art-packages-pro"),
  ]);
  await subscribeTo(apiOn(pro), "PLAN-PRO-MONTH", { email: pro.email });
  // The first check-in, so that no first-access coupon dialog covers the screen.
  await Promise.all([apiOn(free).checkin(), apiOn(pro).checkin()]);
});

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

const open = async (path: string, account: TestAccount) => {
  const opened = await renderSignedIn(path, account);
  rendered.push(opened.t);
  return opened;
};

/** The card of the package titled `name`. */
const card = (name: string) => screen.getByRole("listitem", { name });

describe("the art package screen", () => {
  it("is reached from the side menu's Downloads and shows a FREE plan every package locked, with the upgrade", async () => {
    const { router } = await open("/projects/contents", free);
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    fireEvent.click(within(menu).getByRole("link", { name: "Downloads" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/download/artpackage"));
    expect(await screen.findByRole("heading", { level: 1, name: "Downloads" })).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Download kinds" });
    expect(within(tabs).getByRole("link", { name: "Art packages" }).className).toContain("active");

    const arrows = await screen.findByRole("listitem", { name: "Marker icons: Arrows" });
    expect(arrows.textContent).toContain("12 items");
    expect(arrows.textContent).toMatch(/Size \d+\.\d\d KB/);
    expect(
      within(arrows).getByRole("img", { name: "Marker icons: Arrows: not included in your plan" }),
    ).toBeTruthy();
    expect(within(arrows).queryByRole("button")).toBeNull();
    expect(card("3D models: Furniture").textContent).toContain("3D models");
    expect(
      screen.getAllByRole("listitem").filter((li) => li.classList.contains("art-package")),
    ).toHaveLength(6);
    expect(screen.queryByRole("button", { name: /^Download / })).toBeNull();

    const upgrade = screen.getByRole("link", { name: "Upgrade your plan" });
    expect(upgrade.getAttribute("href")).toBe("/payment?for=70002");
    fireEvent.click(upgrade);
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
  });

  it("lets a PRO plan download a package, saved under its name", async () => {
    // The browser's hand-off: the console clicks a download link to the fetched file. The test's
    // DOM would follow it as a navigation; here it is noted and stopped.
    const saved: { name: string; href: string }[] = [];
    const keep = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.("a[download]") as HTMLAnchorElement | null;
      if (link === null) return;
      saved.push({ name: link.download, href: link.href });
      event.preventDefault();
    };
    document.addEventListener("click", keep, true);
    onTestFinished(() => document.removeEventListener("click", keep, true));
    const { t } = await open("/download/artpackage", pro);
    const arrows = await screen.findByRole("listitem", { name: "Marker icons: Arrows" });
    expect(screen.queryByRole("link", { name: "Upgrade your plan" })).toBeNull();
    fireEvent.click(within(arrows).getByRole("button", { name: "Download Marker icons: Arrows" }));
    await waitFor(() =>
      expect(t.store.ui.snackbar.current?.text).toBe("orbis-icons-arrows.zip was saved"),
    );
    const call = t.sent.find((r) =>
      r.path.endsWith("/downloads/art-packages/icons-arrows/package.zip"),
    );
    expect(call?.status).toBe(200);
    expect(saved).toEqual([
      { name: "orbis-icons-arrows.zip", href: expect.stringMatching(/^blob:/) },
    ]);
    expect(
      within(arrows).getByRole("button", { name: "Download Marker icons: Arrows" }),
    ).toBeTruthy();
  });

  it("reads Japanese when the interface is in Japanese", async () => {
    const { t } = await open("/download/artpackage", pro);
    await screen.findByRole("listitem", { name: "Marker icons: Arrows" });
    await act(() => t.store.ui.setLanguage("ja"));
    expect(await screen.findByRole("listitem", { name: "マーカーアイコン: 矢印" })).toBeTruthy();
    expect(
      screen.getByRole("button", { name: "マーカーアイコン: 矢印 をダウンロード" }),
    ).toBeTruthy();
  });
});
