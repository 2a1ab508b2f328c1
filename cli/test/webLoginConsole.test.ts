import { setTimeout as sleep } from "node:timers/promises";
import { launchBrowser } from "@orbis/testkit/browser";
import { describeWithBrowser } from "@orbis/testkit/vitest/browserSuite";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * `orbis login --web` end to end: the CLI prints the console's plugin login address, headless
 * chromium opens it on the real server's console, the user signs in there, and the console posts
 * the tokens back to the CLI's loopback listener. Nothing in between is played by the test, so
 * the console's hand-off, its CSP (`form-action`) and the CLI's listener are all on the line.
 */

const describeInBrowser = await describeWithBrowser();

let f: CliFixture;
let browser: Browser;

beforeAll(async () => {
  f = await cliFixture("web-console");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await f?.cleanup();
});

const printedUrl = async (stderr: () => string): Promise<URL> => {
  for (let i = 0; i < 400; i++) {
    const found = /https?:\/\/\S+\/builder\/login\S+/.exec(stderr())?.[0];
    if (found) return new URL(found);
    await sleep(50);
  }
  throw new Error(`the CLI printed no sign-in address:\n${stderr()}`);
};

describeInBrowser("login --web through the console in a real browser", () => {
  it("signs in on the console and hands the tokens back to the CLI", async () => {
    let stderr = () => "";
    const finished = f.orbis(["login", "--web", "--no-browser", "--profile", "browser"], {
      onSpawn: (_child, output) => {
        stderr = () => output().stderr;
      },
    });
    const url = await printedUrl(() => stderr());
    const context = await browser.newContext({ locale: "en-US" });
    try {
      const page = await context.newPage();
      const refused: string[] = [];
      page.on("console", (m) => {
        if (m.type() === "error") refused.push(m.text());
      });
      await page.goto(url.toString());
      await page.getByRole("heading", { name: "Sign in to the Orbis CLI" }).waitFor();
      await page.getByLabel("Email").fill(f.account.email);
      await page.getByLabel("Password", { exact: true }).fill(f.account.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      // The console's form lands on the CLI's own answer page.
      await page.getByText("Signed in to the Orbis CLI").waitFor({ timeout: 20_000 });
      expect(refused.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
    const done = expectExit(await finished, 0);
    expect(done.stderr + done.stdout).toContain(f.account.email);
    const me = expectExit(await f.orbis(["whoami", "--json", "--profile", "browser"]), 0);
    expect(me.json<{ user: { email: string } }>().user.email).toBe(f.account.email);
  });
});
