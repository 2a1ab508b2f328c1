import { formatShareCode } from "@orbis/core/sharing";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import { fill } from "../auth/testing/renderConsoleAt";

/*
 * `/shared` through the real route tree against the real server: the join box's messages under
 * its field, a joined code's tour in the list with its New badge and the side menu's count, and
 * leaving a joined code.
 */

let owner: TestAccount;
let tourId: string;
let code: string;
beforeAll(async () => {
  owner = await registerAccount("shared-screen-owner");
  const api = apiOn(owner);
  tourId = (await publishedTourVia(api, "Lighthouse")).tourId;
  const made = await api.createShareCode({ body: { title: "Sailing club" } });
  await api.shareSpace({ params: { spaceId: tourId }, body: { codeIds: [made.codeId] } });
  code = made.code;
});

afterEach(cleanup);

/** A new account, checked in so that no first-access coupon dialog covers the screen. */
const newcomer = async (label: string) => {
  const account = await registerAccount(label);
  await apiOn(account).checkin();
  return account;
};

const open = async (account: TestAccount) => {
  const rendered = await renderSignedIn("/shared", account);
  await screen.findByRole("heading", { name: "Shared with me", level: 1 });
  return rendered;
};

/** Types a code and presses Join; resolves once the answer has come (the button is back). */
const join = async (typed: string) => {
  fill("Share code", typed);
  fireEvent.click(screen.getByRole("button", { name: "Join" }));
  await screen.findByRole("button", { name: "Join" });
};

/** The words under the share code field once it is marked invalid. */
const fieldError = async () => {
  const input = screen.getByLabelText("Share code");
  await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
  return document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent;
};

describe("/shared", () => {
  it("explains codes when nothing is shared, and says wrong codes under the field", async () => {
    const { t } = await open(await newcomer("shared-screen-guesser"));
    expect(await screen.findByText(/Nothing is shared with you yet/)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Join with a code" })).toBeTruthy();

    await join("ABC-12");
    expect(await fieldError()).toBe("A share code has 8 letters and digits, such as ABCD-EFGH.");

    const wrong = code === "ZZZZ2222" ? "ZZZZ3333" : "ZZZZ2222";
    for (let attempt = 0; attempt < 3; attempt++) {
      await join(wrong);
      expect(await fieldError()).toBe("This share code does not exist or was deleted");
    }
    await join(wrong);
    expect(await fieldError()).toMatch(/^Too many wrong codes\. Try again in \d+ s\.$/);
    expect(t.store.ui.snackbar.current).toBeUndefined();
  });

  it("joins with a code: the tour with its New badge, linked to its preview, and the menu's count", async () => {
    const holder = await newcomer("shared-screen-holder");
    const { t } = await open(holder);
    await screen.findByText(/Nothing is shared with you yet/);
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Shared with me" })).toBeTruthy();

    await join(formatShareCode(code).toLowerCase());
    const link = await screen.findByRole("link", { name: "Lighthouse" });
    expect(link.getAttribute("href")).toBe(`/shared/${tourId}/preview`);
    const item = link.closest("li") as HTMLElement;
    expect(within(item).getByText("New")).toBeTruthy();
    expect(item.textContent).toContain("Shared by shared-screen-owner-");
    expect(item.textContent).toContain("Comments: 0");
    expect((screen.getByLabelText("Share code") as HTMLInputElement).value).toBe("");
    expect(t.store.ui.snackbar.messages.map((m) => m.text)).toContain(
      `You joined “Sailing club” from ${owner.email}.`,
    );
    expect(await within(menu).findByRole("link", { name: "Shared with me 1 new" })).toBeTruthy();
    const joined = await screen.findByRole("region", { name: "Codes you joined" });
    expect(within(joined).getByText("Sailing club")).toBeTruthy();

    // Read elsewhere (another tab): the count is read again when this window gets the focus.
    await apiOn(holder).clearSpaceUnread({ params: { spaceId: tourId } });
    fireEvent.focus(window);
    expect(await within(menu).findByRole("link", { name: "Shared with me" })).toBeTruthy();
    expect(within(menu).queryByText("1 new")).toBeNull();
  });

  it("lists the codes joined and leaves one after asking: its tour and the menu's count go", async () => {
    const holder = await newcomer("shared-screen-leaver");
    await apiOn(holder).joinShareCode({ body: { code } });
    const { t } = await open(holder);
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(await within(menu).findByRole("link", { name: "Shared with me 1 new" })).toBeTruthy();
    await screen.findByRole("link", { name: "Lighthouse" });

    const joined = await screen.findByRole("region", { name: "Codes you joined" });
    const item = within(joined).getByText("Sailing club").closest("li") as HTMLElement;
    expect(item.textContent).toContain(`From ${owner.email}`);
    expect(item.textContent).toContain("Tours shared: 1");

    const leave = within(item).getByRole("button", { name: "Leave the code “Sailing club”" });
    fireEvent.click(leave);
    let dialog = await screen.findByRole("dialog", { name: "Leave this share code?" });
    expect(dialog.textContent).toContain(
      "You will no longer see the tours shared through this code.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("link", { name: "Lighthouse" })).toBeTruthy();

    fireEvent.click(leave);
    dialog = await screen.findByRole("dialog", { name: "Leave this share code?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave code" }));
    expect(await screen.findByText(/Nothing is shared with you yet/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Codes you joined" })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await within(menu).findByRole("link", { name: "Shared with me" })).toBeTruthy();
    expect(t.store.ui.snackbar.messages.map((m) => m.text)).toContain("You left “Sailing club”.");
    expect(await apiOn(holder).listHeldShareCodes()).toEqual([]);
  });
});
