import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * `/download/plugin` inside the whole console against the real server: reached from the side
 * menu's Downloads and its Plugin tab, it shows the command line's install line for this server,
 * copies it, and links the tarball the server serves.
 */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("plugin-screen");
  await apiOn(account).checkin();
});

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

describe("the plugin screen", () => {
  it("is the Plugin tab under Downloads: what the command line does, how to install it and sign in", async () => {
    const opened = await renderSignedIn("/projects/contents", account);
    rendered.push(opened.t);
    const { router, t } = opened;
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    fireEvent.click(within(menu).getByRole("link", { name: "Downloads" }));
    const tabs = await screen.findByRole("navigation", { name: "Download kinds" });
    fireEvent.click(within(tabs).getByRole("link", { name: "Plugin" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/download/plugin"));

    expect(await screen.findByText(/The Orbis plugin is the Orbis command line/)).toBeTruthy();
    const features = screen.getByRole("region", { name: "What it does" });
    expect(within(features).getAllByRole("listitem")).toHaveLength(5);
    const origin = window.location.origin;
    const install = screen.getByRole("region", { name: "Install" });
    const command = `npm install -g ${origin}/downloads/orbis-cli.tgz`;
    expect(within(install).getByText(command)).toBeTruthy();
    const tarball = within(install).getByRole("link", { name: "Download the package file (.tgz)" });
    expect(tarball.getAttribute("href")).toBe(`${origin}/downloads/orbis-cli.tgz`);
    const login = screen.getByRole("region", { name: "Sign in" });
    expect(within(login).getByText(`orbis login --web --api-url ${origin}`)).toBeTruthy();
    const examples = screen.getByRole("region", { name: "Examples" });
    expect(within(examples).getByText("orbis --help")).toBeTruthy();

    fireEvent.click(within(install).getByRole("button", { name: `Copy “${command}”` }));
    await waitFor(() => expect(t.store.ui.snackbar.current?.text).toBe("The command was copied"));
    expect(await navigator.clipboard.readText()).toBe(command);
  });
});
