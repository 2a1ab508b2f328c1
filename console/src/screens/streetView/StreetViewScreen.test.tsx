import { loginAs, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedInStorage } from "../../testing/signedInStorage";
import { renderConsoleAt } from "../auth/testing/renderConsoleAt";

/* `/mypage/streetview` on the shared server, which has no Google client. */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("street-view");
});

afterEach(cleanup);

describe("the Street View account on a server without Google", () => {
  it("is reached from the side menu and says plainly that Street View is not configured", async () => {
    const session = await loginAs(account);
    const { where } = await renderConsoleAt("/projects", await signedInStorage(session));
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    fireEvent.click(within(menu).getByRole("link", { name: "Street View account" }));
    await waitFor(() => expect(where()).toBe("/mypage/streetview"));
    await screen.findByRole("heading", { level: 1, name: "Street View account" });
    expect(
      await screen.findByRole("heading", {
        level: 2,
        name: "Street View is not configured on this server",
      }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Link a Google account" })).toBeNull();
    expect(screen.getByText("Nothing published yet.")).toBeTruthy();
  });
});
