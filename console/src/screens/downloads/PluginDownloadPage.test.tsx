import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TestRootStore } from "../../testing/testRootStore";
import { renderConsoleAt } from "../auth/testing/renderConsoleAt";

/*
 * The public `/{product}-plugin-download-page` for a visitor who is not signed in: the same
 * install guide as `/download/plugin` under the product's name, in the public site's frame.
 */

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

describe("the plugin download page", () => {
  it("shows a visitor the product's install guide and the way to sign in", async () => {
    const opened = await renderConsoleAt("/orbis-plugin-download-page");
    rendered.push(opened.t);
    expect(opened.where()).toBe("/orbis-plugin-download-page");
    expect(await screen.findByRole("heading", { level: 1, name: "orbis plugin" })).toBeTruthy();
    const origin = window.location.origin;
    const install = screen.getByRole("region", { name: "Install" });
    expect(
      within(install).getByText(`npm install -g ${origin}/downloads/orbis-cli.tgz`),
    ).toBeTruthy();
    expect(screen.getByText(`orbis login --web --api-url ${origin}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in to Orbis" }).getAttribute("href")).toBe(
      "/builder/login",
    );
    // The public site's frame: its header offers sign-up.
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Sign up" })).toBeTruthy();
  });

  it("names the product it was opened for, and sends other single-segment paths to /404", async () => {
    const opened = await renderConsoleAt("/xroo-plugin-download-page");
    rendered.push(opened.t);
    expect(await screen.findByRole("heading", { level: 1, name: "xroo plugin" })).toBeTruthy();
    cleanup();
    const other = await renderConsoleAt("/-plugin-download-page");
    rendered.push(other.t);
    await waitFor(() => expect(other.where()).toBe("/404"));
  });
});
