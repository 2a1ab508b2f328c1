import { registerAccount } from "@orbis/testkit/vitest/sharedServer";
import type { Page, Route } from "playwright-core";
import { expect, it } from "vitest";
import { signInAt } from "./commerceSteps";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";

/*
 * The session across page loads, in English: a reload while the sign-in check (`GET /users/me`)
 * is in flight, or a check the network drops, keeps the user signed in with the tokens stored;
 * only a page load whose check the server answers 401 signs out. Playwright's `page.route` plays
 * the slow or broken network; the server and the console are the real ones.
 */

const { describeInBrowser, journey } = await journeySuite();

const ME = "**/identity/v1/users/me";

/** The stored (encrypted) tokens and their secret, exactly as the page keeps them. */
const storedTokens = (page: Page) =>
  page.evaluate(() =>
    // The console's keys for them (core's `authStorageKeys`).
    ["accessToken", "refreshToken", "tokenSecret"].map((key) => window.localStorage.getItem(key)),
  );

/** The account's name in the header: the page knows who is signed in. */
const signedInAs = (page: Page, name: string) =>
  page.getByRole("banner").getByText(name, { exact: true }).waitFor();

describeInBrowser("the session across page loads", () => {
  it("keeps a user signed in through a reload during the sign-in check, and signs out on a 401", async () => {
    const account = await registerAccount("session");
    await journey("session", async ({ page, shot }) => {
      await signInAt(page, account, "/projects/contents");
      await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: "My account", exact: true })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname.startsWith("/mypage"));
      const myPage = new URL(page.url()).pathname;
      await signedInAs(page, "Test Creator");
      const tokens = await storedTokens(page);
      expect(tokens.every((value) => value !== null)).toBe(true);

      // A slow connection: every sign-in check is held. The page is reloaded while the first is
      // in flight, so the browser aborts it.
      const held: Route[] = [];
      let seen = 0;
      const arrived = () => seen;
      await page.route(ME, (route) => {
        seen += 1;
        held.push(route);
      });
      await page.reload();
      await expect.poll(arrived).toBe(1);
      await page.reload();
      await expect.poll(arrived).toBe(2);
      // The network comes back: the check of the page now showing is answered.
      await held[1]?.continue();
      await page.unroute(ME);
      await signedInAs(page, "Test Creator");
      expect(new URL(page.url()).pathname).toBe(myPage);
      expect(await storedTokens(page)).toEqual(tokens);
      await shot(page, "kept-after-reload");

      // The connection drops under the check: the page says so, keeps the session, and checks
      // again when asked.
      let dropped = false;
      await page.route(ME, async (route) => {
        if (dropped) return route.continue();
        dropped = true;
        return route.abort("internetdisconnected");
      });
      await page.reload();
      const problem = page.getByRole("alert").filter({ hasText: "could not be checked" });
      await problem.waitFor();
      expect(await storedTokens(page)).toEqual(tokens);
      expect(new URL(page.url()).pathname).toBe(myPage);
      await shot(page, "check-dropped");
      await expectNoSeriousAxeViolations(page, "the session check's problem");
      await problem.getByRole("button", { name: "Check again" }).click();
      await signedInAs(page, "Test Creator");
      await problem.waitFor({ state: "detached" });
      await page.unroute(ME);

      // The server says the session is over: that page load signs out.
      await page.route(ME, (route) =>
        route.fulfill({
          status: 401,
          contentType: "application/json",
          body: JSON.stringify({ code: 10401, message: "Please login to access this resource" }),
        }),
      );
      await page.reload();
      await page.waitForURL((url) => url.pathname === "/builder/login");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe(myPage);
      expect(await storedTokens(page)).toEqual([null, null, null]);
      await shot(page, "signed-out-on-401");
      await page.unroute(ME);
    });
  });
});
