import { becomeInstructor } from "@orbis/testkit/edu";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../testing/renderSignedIn";

/*
 * `/admin` in the whole console against the real server: who gets the admin and who gets the
 * page that says they have no access, and the admin running on the console's language.
 */

let instructor: TestAccount;
let creator: TestAccount;
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
});
