import { panoramaPng } from "@orbis/testkit/panoramaPng";
import {
  apiOn,
  loginAs,
  registerAccount,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedInStorage } from "../../testing/signedInStorage";
import type { TestRootStoreOptions } from "../../testing/testRootStore";
import { fill, renderConsoleAt } from "../auth/testing/renderConsoleAt";

/* `/mypage/info` on the real server: every change is read back through the API. */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("my-info");
  await apiOn(account).checkin();
});

afterEach(cleanup);

/** The page for the account, signed in with a fresh web session. */
const openMyInfo = async (network?: TestRootStoreOptions["network"]) => {
  const session = await loginAs(account);
  const rendered = await renderConsoleAt(
    "/mypage/info",
    await signedInStorage(session),
    undefined,
    network ? { network } : {},
  );
  await screen.findByRole("heading", { name: "Edit my information", level: 1 });
  return { ...rendered, session };
};

const section = (name: string) => screen.getByRole("region", { name });
const snackbarTexts = (t: Awaited<ReturnType<typeof openMyInfo>>["t"]) =>
  t.store.ui.snackbar.messages.map((m) => m.text);

describe("my information", () => {
  it("shows the profile and saves the name and nickname, refusing a blank name", async () => {
    const { t, session } = await openMyInfo();
    const profile = section("Profile");
    // docs/product/entities.md: the email is the name shown while there is one.
    expect(within(profile).getAllByText(account.email)).toHaveLength(2);
    expect(within(profile).getByText("Email and password")).toBeTruthy();
    expect((within(profile).getByLabelText("Name") as HTMLInputElement).value).toBe("Test Creator");

    fill("Name", "   ");
    fireEvent.click(within(profile).getByRole("button", { name: "Save profile" }));
    expect(within(profile).getByRole("alert").textContent).toBe("Name cannot be empty.");
    expect(t.sent.some((r) => r.path === "/identity/v1/users/me" && r.method === "PATCH")).toBe(
      false,
    );

    fill("Name", " Ada Lovelace ");
    fill("Nickname (optional)", "ada");
    fireEvent.click(within(profile).getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(snackbarTexts(t)).toContain("Your profile was saved."));
    expect(t.store.auth.user?.name).toBe("Ada Lovelace");
    const me = await apiOn(session).getMe();
    expect([me.name, me.nickname]).toEqual(["Ada Lovelace", "ada"]);
  });

  it("uploads a profile picture, refusing other files before sending them", async () => {
    const { t, session } = await openMyInfo();
    const input = screen.getByLabelText("Choose a picture") as HTMLInputElement;
    const notes = new File(["just text"], "notes.txt", { type: "text/plain" });
    fireEvent.change(input, { target: { files: [notes] } });
    expect(screen.getByText("Choose a JPEG, PNG or WebP image.")).toBeTruthy();
    expect(t.sent.some((r) => r.path.endsWith("/users/me/thumbnail"))).toBe(false);

    const photo = new File([new Uint8Array(panoramaPng(64, 48))], "me.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [photo] } });
    const picture = (await screen.findByRole("img", {
      name: "Your profile picture",
    })) as HTMLImageElement;
    expect(picture.getAttribute("src")).toMatch(/^\/cdn\/users\/.+\.webp$/);
    expect(snackbarTexts(t)).toContain("Your profile picture was updated.");
    expect((await apiOn(session).getMe()).thumbnailUrl).toBe(picture.getAttribute("src"));
  });

  it("changes the password with core's rules, naming what is wrong", async () => {
    const { t } = await openMyInfo();
    const password = section("Password");
    const submit = () =>
      fireEvent.click(within(password).getByRole("button", { name: "Change password" }));
    fill("Current password", account.password);
    fill("New password", "short1");
    expect(within(password).getByText("Password must be at least 8 characters.")).toBeTruthy();
    fill("New password", "brand new tours 7");
    fill("Confirm new password", "brand new tours 8");
    submit();
    expect(within(password).getByRole("alert").textContent).toBe(
      "The new password and its confirmation do not match.",
    );

    fill("Current password", "not my password 1");
    fill("Confirm new password", "brand new tours 7");
    submit();
    await waitFor(() =>
      expect(within(password).getByRole("alert").textContent).toBe(
        "The current password is incorrect",
      ),
    );

    fill("Current password", account.password);
    submit();
    await waitFor(() =>
      expect(snackbarTexts(t)).toContain(
        "Your password was changed. Your other devices were signed out.",
      ),
    );
    expect((within(password).getByLabelText("Current password") as HTMLInputElement).value).toBe(
      "",
    );
    // The new password signs in; later tests use it.
    account = { ...account, password: "brand new tours 7" };
    await loginAs(account);
  });

  it("lists the terms agreed to with their dates, opens one, and keeps required ones", async () => {
    const { t } = await openMyInfo();
    const terms = section("Terms you agreed to");
    const items = await within(terms).findAllByRole("listitem");
    const today = new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date());
    expect(items.map((item) => item.textContent)).toEqual([
      `Terms of ServiceRequiredAgreed on ${today}View`,
      `Collection and use of personal dataRequiredAgreed on ${today}View`,
      "Marketing emailsOptionalNot agreedViewAgree",
    ]);
    // Required terms have no box: the section says why, and what to do instead.
    expect(within(terms).queryByRole("checkbox", { name: "Agree: Terms of Service" })).toBeNull();
    expect(
      within(terms).getByText(
        "Required terms are what your account stands on, so they cannot be withdrawn here. To withdraw them, delete your account.",
      ),
    ).toBeTruthy();

    fireEvent.click(within(terms).getByRole("button", { name: "View: Terms of Service" }));
    const viewer = await screen.findByRole("dialog", { name: "Terms of Service" });
    expect(within(viewer).getByText(/You own the tours you build/)).toBeTruthy();
    fireEvent.click(within(viewer).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Terms of Service" })).toBeNull(),
    );
    expect(t.sent.some((r) => r.method === "PUT" && r.path.endsWith("/terms/agreement"))).toBe(
      false,
    );
  });

  it("flips the marketing consent at once, the optional term following, and keeps it", async () => {
    const { t, session } = await openMyInfo();
    const settings = section("Settings");
    const consent = (await within(settings).findByRole("switch", {
      name: "Email me news, events and coupons",
    })) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.click(consent);
    await waitFor(() => expect(snackbarTexts(t)).toContain("You will receive marketing emails."));
    expect(consent.checked).toBe(true);
    expect(await apiOn(session).getUserExtraList()).toEqual([{ key: "marketing", value: "true" }]);
    const optional = within(section("Terms you agreed to")).getByRole("checkbox", {
      name: "Agree: Marketing emails",
    }) as HTMLInputElement;
    expect(optional.checked).toBe(true);

    // Opened again (a new sign-in: the first session has ended).
    cleanup();
    const reopened = await openMyInfo();
    const kept = (await within(section("Settings")).findByRole("switch", {
      name: "Email me news, events and coupons",
    })) as HTMLInputElement;
    expect(kept.checked).toBe(true);

    // Withdrawn from the terms list: the switch follows.
    const box = within(section("Terms you agreed to")).getByRole("checkbox", {
      name: "Agree: Marketing emails",
    });
    fireEvent.click(box);
    await waitFor(() => expect(kept.checked).toBe(false));
    expect(await apiOn(reopened.session).getUserExtraList()).toEqual([
      { key: "marketing", value: "false" },
    ]);
  });

  it("says when the marketing choice could not be saved, the switch showing what was kept", async () => {
    // The server is unreachable for the save only (a dropped connection), as on a bad network.
    await openMyInfo(async (call, send) => {
      if (call.method === "PUT" && call.path === "/api/v3/users/extra")
        throw new TypeError("Failed to fetch");
      return send();
    });
    const settings = section("Settings");
    const consent = (await within(settings).findByRole("switch", {
      name: "Email me news, events and coupons",
    })) as HTMLInputElement;
    const before = consent.checked;
    fireEvent.click(consent);
    const alert = await within(settings).findByRole("alert");
    expect(alert.textContent).toMatch(
      /^Your marketing email choice could not be saved: .+ It stays as it was\.$/,
    );
    expect(consent.checked).toBe(before);
  });

  it("lays out every field alike (the new password's too), and the menu's switches fit it", async () => {
    await openMyInfo();
    // Everything loaded first (the marketing switch comes with the consents, the terms list on
    // its own), so the count does not depend on which answer came first.
    await within(section("Settings")).findByLabelText("Language");
    await within(section("Settings")).findByRole("switch", {
      name: "Email me news, events and coupons",
    });
    await within(section("Terms you agreed to")).findAllByRole("listitem");
    const main = screen.getByRole("main");
    // The terms list's agree boxes are actions on its rows, not form fields.
    const controls = [...main.querySelectorAll("input:not([type=file]), select, textarea")].filter(
      (control) => !section("Terms you agreed to").contains(control),
    );
    // Name, nickname; current, new and confirmed password; language, currency, auto-save, cycle;
    // the marketing switch.
    expect(controls.length).toBe(10);
    for (const control of controls)
      expect(control.closest(".field")?.className).toMatch(/^field field--(stack|check)/);
    expect(
      within(section("Password")).getByLabelText("New password").closest(".field"),
    ).toBeTruthy();
    // The side menu is narrow: its language and currency sit under their labels, not beside.
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    for (const label of ["Language", "Currency"])
      expect(within(menu).getByLabelText(label).closest(".field")?.className).toContain(
        "field--stack",
      );
  });

  it("saves the settings, applying the language and currency at once", async () => {
    const { t, session } = await openMyInfo();
    const before = await apiOn(session).getSettings();
    const settings = section("Settings");
    await within(settings).findByLabelText("Language");
    fill("Auto-save every (seconds)", "5");
    fireEvent.click(within(settings).getByRole("button", { name: "Save settings" }));
    expect(within(settings).getByRole("alert").textContent).toBe(
      "Enter the auto-save interval as whole seconds from 10 to 3600.",
    );
    expect(t.sent.some((r) => r.path === "/api/v1/settings" && r.method === "PUT")).toBe(false);

    fill("Auto-save every (seconds)", "120");
    fireEvent.change(within(settings).getByLabelText("Currency"), { target: { value: "KRW" } });
    fireEvent.click(within(settings).getByLabelText("Save tours automatically while I edit"));
    fireEvent.change(within(settings).getByLabelText("Language"), { target: { value: "ja" } });
    fireEvent.click(within(settings).getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(t.store.ui.language).toBe("ja"));
    expect(t.store.ui.currency).toBe("KRW");
    expect(snackbarTexts(t)).toContain("設定を保存しました。");
    expect(await screen.findByRole("heading", { name: "登録情報の編集", level: 1 })).toBeTruthy();
    expect(await apiOn(session).getSettings()).toEqual({
      language: "ja",
      currency: "KRW",
      autoSave: { useAutoSave: !before.autoSave.useAutoSave, saveCycle: 120 },
    });
  });

  it("leads to the account deletion", async () => {
    await openMyInfo();
    expect(screen.getByRole("link", { name: "Delete my account" }).getAttribute("href")).toBe(
      "/delete-account",
    );
  });

  // Last: it ends every session of the account.
  it("signs out on every device: every session ends on the server, and the console goes home", async () => {
    const { t, where, session } = await openMyInfo();
    const cli = await loginAs(account, "cli");
    const sessions = section("Signed-in devices");
    fireEvent.click(within(sessions).getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(where()).toBe("/"));
    expect(t.store.auth.isAuthenticated).toBe(false);
    expect(t.sent.filter((r) => r.path === "/identity/v1/logout").map((r) => r.body)).toEqual([
      { everywhere: true },
    ]);
    await expect(apiOn(session).getMe()).rejects.toMatchObject({ code: 10401 });
    await expect(apiOn(cli).getMe()).rejects.toMatchObject({ code: 10401 });
  });
});
