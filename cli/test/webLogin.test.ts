import { chmod, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { apiAs, loginAs } from "@orbis/testkit/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * `orbis login --web` with the test playing the browser and the console: a stand-in $BROWSER
 * records the address the CLI opens; the test signs in through the API as the console will
 * (clientKind "plugin") and calls the CLI's callback with the tokens.
 */

let f: CliFixture;
let browser: string;
let opened: string;

beforeAll(async () => {
  f = await cliFixture("web");
  opened = join(f.configHome, "opened-url");
  browser = join(f.configHome, "fake-browser.sh");
  await writeFile(browser, `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`);
  await chmod(browser, 0o755);
});
afterAll(() => f.cleanup());

/** Waits for a text to appear (the fake browser's file, the CLI's stderr). */
const eventually = async (read: () => Promise<string | null>): Promise<string> => {
  for (let i = 0; i < 200; i++) {
    const value = await read().catch(() => null);
    if (value) return value;
    await sleep(50);
  }
  throw new Error("timed out waiting");
};

describe("login --web", () => {
  it("opens the console's plugin login, refuses a wrong state, keeps the tokens it is called back with", async () => {
    const finished = f.orbis(["login", "--web", "--timeout", "60"], { env: { BROWSER: browser } });
    const url = new URL(await eventually(() => readFile(opened, "utf8")));
    expect(`${url.origin}${url.pathname}`).toBe(`${f.origin}/builder/login`);
    expect(url.searchParams.get("plugin")).toBe("true");
    const state = url.searchParams.get("state") ?? "";
    expect(state.length).toBeGreaterThanOrEqual(32);
    const callback = new URL(url.searchParams.get("redirect") ?? "");
    expect(callback.hostname).toBe("127.0.0.1");
    expect(callback.pathname).toBe("/callback");

    const tokens = await loginAs(f.origin, f.account, "plugin");
    const forged = new URL(callback);
    forged.search = new URLSearchParams({ state: "someone-else", ...tokens }).toString();
    expect((await fetch(forged)).status).toBe(400);

    const back = new URL(callback);
    back.search = new URLSearchParams({ state, ...tokens }).toString();
    const page = await fetch(back);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Signed in to the Orbis CLI");

    const result = expectExit(await finished, 0);
    expect(result.stdout).toContain(`as ${f.account.email}`);
    const me = expectExit(await f.orbis(["whoami", "--json"]), 0);
    expect(me.json<{ user: { email: string } }>().user.email).toBe(f.account.email);
    // One time: the listener is gone once it has been used.
    await expect(fetch(back)).rejects.toThrow();
  });

  it("accepts the callback as a posted form, printing the address with --no-browser", async () => {
    let stderr = () => "";
    const finished = f.orbis(["login", "--web", "--no-browser", "--profile", "form", "--json"], {
      onSpawn: (_child, output) => {
        stderr = () => output().stderr;
      },
    });
    const printed = await eventually(
      async () => /https?:\/\/\S+\/builder\/login\S+/.exec(stderr())?.[0] ?? null,
    );
    const url = new URL(printed);
    const tokens = await loginAs(f.origin, f.account, "plugin");
    const answer = await fetch(url.searchParams.get("redirect") ?? "", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ state: url.searchParams.get("state") ?? "", ...tokens }),
    });
    expect(answer.status).toBe(200);
    expect(expectExit(await finished, 0).json()).toEqual({
      profile: "form",
      apiUrl: f.origin,
      email: f.account.email,
    });
  });

  it("ends the profile's earlier session on the server once the browser's is stored", async () => {
    // The registration's own (web) session, unused so far in this file.
    expectExit(
      await f.orbis(["login", "--profile", "again", "--token", f.account.refreshToken]),
      0,
    );
    const config = JSON.parse(await readFile(join(f.configHome, "orbis", "config.json"), "utf8"));
    const held = config.profiles.again as { accessToken: string };
    let stderr = () => "";
    const finished = f.orbis(["login", "--web", "--no-browser", "--profile", "again"], {
      onSpawn: (_child, output) => {
        stderr = () => output().stderr;
      },
    });
    const url = new URL(
      await eventually(async () => /https?:\/\/\S+\/builder\/login\S+/.exec(stderr())?.[0] ?? null),
    );
    const back = new URL(url.searchParams.get("redirect") ?? "");
    const tokens = await loginAs(f.origin, f.account, "plugin");
    back.search = new URLSearchParams({
      state: url.searchParams.get("state") ?? "",
      ...tokens,
    }).toString();
    expect((await fetch(back)).status).toBe(200);
    expect(expectExit(await finished, 0).stderr).toContain("Ended the profile's earlier session");
    // Ended by the sign-in (10401), not merely replaced by a newer login of its kind (50002).
    await expect(apiAs(f.origin, { ...held, refreshToken: "" }).getMe()).rejects.toMatchObject({
      code: 10401,
    });
    expect((await apiAs(f.origin, tokens).getMe()).email).toBe(f.account.email);
  });

  it("fails with exit 3 when the console reports an error, or when nothing comes back in time", async () => {
    let stderr = () => "";
    const cancelled = f.orbis(["login", "--web", "--no-browser", "--profile", "x"], {
      onSpawn: (_child, output) => {
        stderr = () => output().stderr;
      },
    });
    const url = new URL(
      await eventually(async () => /https?:\/\/\S+\/builder\/login\S+/.exec(stderr())?.[0] ?? null),
    );
    const back = new URL(url.searchParams.get("redirect") ?? "");
    back.search = new URLSearchParams({
      state: url.searchParams.get("state") ?? "",
      error: "access_denied",
      message: "the user closed the window",
    }).toString();
    await fetch(back);
    const failed = expectExit(await cancelled, 3);
    expect(failed.stderr).toContain(
      "Error 10401: The browser sign-in failed: the user closed the window",
    );

    const late = expectExit(await f.orbis(["login", "--web", "--no-browser", "--timeout", "1"]), 3);
    expect(late.stderr).toContain("Error 10401: No sign-in came back from the browser within 1 s");
  });
});
