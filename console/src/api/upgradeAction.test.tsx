import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../testing/renderSignedIn";
import type { TestRootStore } from "../testing/testRootStore";

/*
 * A quota refusal's way out, in the whole console on the real server: a FREE account (3 contents
 * projects) asks for a fourth; the snackbar says why and offers the upgrade, which leads to the
 * plan change told what was refused.
 */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("upgrade-action");
  await apiOn(account).checkin();
  const api = apiOn(account);
  for (const name of ["One", "Two", "Three"]) {
    await api.createProject({ body: { name, kind: "contents" } });
  }
});

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

describe("the upgrade action of a refusal", () => {
  it("offers the upgrade on a refused fourth project and lands on /payment?for=70001", async () => {
    const { t, router } = await renderSignedIn("/projects/contents", account);
    rendered.push(t);
    await screen.findByRole("link", { name: /Three/ });
    fireEvent.click(screen.getByRole("button", { name: "New project" }));
    const dialog = await screen.findByRole("dialog", { name: "New project" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Fourth" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    const snackbar = await screen.findByRole("alert");
    expect(snackbar.textContent).toContain("The number of projects is exceeded");
    // One message: the text and its action together.
    const upgrade = within(snackbar).getByRole("button", { name: "Upgrade" });
    fireEvent.click(upgrade);
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
    expect(router.state.location.search).toBe("?for=70001");
    expect(screen.queryByText("The number of projects is exceeded")).toBeNull();
  });
});
