import { becomeInstructor } from "@orbis/testkit/edu";
import {
  apiOn,
  instructorAccount,
  registerAccount,
  studentOf,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../testing/renderSignedIn";

/*
 * `/admin` in the whole console against the real server: who gets the admin and who gets the
 * page that says they have no access, and the admin running on the console's language.
 */

let instructor: TestAccount;
let creator: TestAccount;
let teacher: TestAccount | undefined;
beforeAll(async () => {
  instructor = await registerAccount("admin-screen");
  await becomeInstructor(apiOn(instructor), instructor);
  creator = await registerAccount("admin-nobody");
  // Their first check-ins, so no first-access coupon dialog covers the screens.
  await Promise.all([apiOn(instructor).checkin(), apiOn(creator).checkin()]);
});

afterEach(cleanup);

describe("/admin", () => {
  it("tells an account that owns no groups it has no access, and where to go", async () => {
    await renderSignedIn("/admin", creator);
    expect(
      await screen.findByRole("heading", {
        name: "This account has no access to the admin console",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the plans" }).getAttribute("href")).toBe(
      "/payment",
    );
    expect(screen.queryByRole("menuitem", { name: "Groups" })).toBeNull();
  });

  it.each([
    ["with a running licence", true],
    ["whose licence ran out (no plan)", false],
  ])(
    "tells a student %s the admin is for instructors and leads to their class",
    async (_what, licensed) => {
      // Another instructor's class: this file's instructor must keep owning no group.
      teacher ??= await instructorAccount("admin-screen-teacher");
      const { account } = await studentOf(teacher, "Geography 2-3", "김민지", { licensed });
      await renderSignedIn("/admin", account);
      expect(
        await screen.findByRole("heading", { name: "The admin console is for instructors" }),
      ).toBeTruthy();
      expect(screen.getByRole("link", { name: "Go to my class page" }).getAttribute("href")).toBe(
        "/mypage/edu/setting",
      );
      expect(screen.queryByRole("link", { name: "See the plans" })).toBeNull();
      expect(screen.queryByText(/Move to an education plan/)).toBeNull();
    },
  );

  it("opens the admin for an instructor, its menu and texts in the console's language", async () => {
    const { t } = await renderSignedIn("/admin/groups", instructor);
    expect(
      await screen.findByRole("menuitem", { name: "Groups" }, { timeout: 20_000 }),
    ).toBeTruthy();
    // An instructor without groups yet: the list says so.
    expect(await screen.findByText("No Groups yet.", undefined, { timeout: 20_000 })).toBeTruthy();
    // The language is the console's: switching it switches the admin's texts.
    await t.store.ui.setLanguage("ko");
    expect(await screen.findByRole("menuitem", { name: "그룹" })).toBeTruthy();
  });

  it("names every progress indicator it shows while a list loads", async () => {
    // Every progressbar that enters the page, however briefly: the app bar's spinner shows only
    // while a request is out, and an accessibility check that happens to run then must pass.
    const shown: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof Element)
          for (const bar of [node, ...node.querySelectorAll("*")])
            if (bar.getAttribute("role") === "progressbar") shown.push(bar);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await renderSignedIn("/admin/groups", instructor);
      expect(
        await screen.findByText("No Groups yet.", undefined, { timeout: 20_000 }),
      ).toBeTruthy();
    } finally {
      observer.disconnect();
    }
    expect(shown.some((bar) => bar.classList.contains("app-loader"))).toBe(true);
    expect(shown.map((bar) => bar.getAttribute("aria-label"))).not.toContain(null);
    expect(shown.map((bar) => bar.getAttribute("aria-label"))).not.toContain("");
  });
});
