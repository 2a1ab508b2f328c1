import { spawn, spawnSync } from "node:child_process";
import { readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { apiAs, apiOn, loginAs, registerAccount } from "@orbis/testkit/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORBIS_BIN } from "../src/testing/runCli";
import { type CliFixture, cliFixture, expectExit } from "./fixture";

/*
 * Sign-in, sign-out and identity, through the real `orbis` entry point against a real server.
 * stdin is a pipe in these runs, never a terminal, except where `script` lends a pty.
 */

let f: CliFixture;
const configFile = () => join(f.configHome, "orbis", "config.json");
const readConfig = async () =>
  JSON.parse(await readFile(configFile(), "utf8")) as {
    currentProfile: string;
    profiles: Record<string, { accessToken: string | null; refreshToken: string | null }>;
  };

beforeAll(async () => {
  f = await cliFixture("auth");
});
afterAll(() => f.cleanup());

describe("without a terminal", () => {
  it("login fails clearly instead of prompting, exit 2, and says so in JSON too", async () => {
    const plain = expectExit(await f.orbis(["login"]), 2);
    expect(plain.stderr).toContain("Error 10400: orbis login needs a terminal to prompt on");
    expect(plain.stderr).toContain("--token");
    const json = expectExit(await f.orbis(["login", "--json"]), 2);
    expect(json.json()).toEqual({
      error: { code: 10400, message: expect.stringContaining("needs a terminal"), exitCode: 2 },
    });
  });

  it("commands that need a session fail with exit 3 before signing in", async () => {
    const r = expectExit(await f.orbis(["whoami"]), 3);
    expect(r.stderr).toMatch(/^Error 10401: Not signed in \(profile "default"\)/m);
  });
});

describe("signing in", () => {
  it("takes a refresh token, stores it with mode 600 and answers whoami", async () => {
    const login = expectExit(await f.signIn(), 0);
    expect(login.stdout).toContain(`as ${f.account.email}`);
    expect((await stat(configFile())).mode & 0o777).toBe(0o600);
    expect((await stat(join(f.configHome, "orbis"))).mode & 0o777).toBe(0o700);
    const me = expectExit(await f.orbis(["whoami", "--json"]), 0).json<{
      user: { email: string };
      profile: string;
    }>();
    expect(me).toMatchObject({ user: { email: f.account.email }, profile: "default" });
  });

  it("renews an expired access token with the refresh token and stores the new pair", async () => {
    const before = await readConfig();
    const stale = before.profiles.default;
    const past = Math.floor(Date.now() / 1000) - 60;
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const expired = `${enc({ alg: "HS256" })}.${enc({ typ: "access", exp: past })}.x`;
    if (stale === undefined) throw new Error("no default profile");
    before.profiles.default = { ...stale, accessToken: expired };
    await writeFile(configFile(), JSON.stringify(before));
    expectExit(await f.orbis(["whoami"]), 0);
    const after = (await readConfig()).profiles.default;
    expect(after?.accessToken).not.toBe(expired);
    expect(after?.refreshToken).not.toBe(stale.refreshToken);
  });

  it("refuses a profile signed in to another server rather than sending its tokens there", async () => {
    const r = expectExit(await f.orbis(["whoami", "--api-url", "http://127.0.0.1:9"]), 3);
    expect(r.stderr).toContain("is signed in to");
  });

  it("uses ORBIS_TOKEN without any stored profile, and rejects a bad one with exit 3", async () => {
    const env = { ORBIS_TOKEN: f.account.accessToken, XDG_CONFIG_HOME: join(f.configHome, "none") };
    const me = expectExit(await f.orbis(["whoami", "--json"], { env }), 0);
    expect(me.json<{ user: { email: string } }>().user.email).toBe(f.account.email);
    const bad = expectExit(await f.orbis(["whoami"], { env: { ...env, ORBIS_TOKEN: "nope" } }), 3);
    expect(bad.stderr).toContain("Error 10401: ORBIS_TOKEN has expired or is not an Orbis token");
  });

  it("signs in with --email and --password-stdin; a wrong password is exit 3 with 110001", async () => {
    const wrong = await f.orbis(
      ["login", "--profile", "ci", "--email", f.account.email, "--password-stdin"],
      {
        input: "not the password\n",
      },
    );
    expectExit(wrong, 3);
    expect(wrong.stderr).toContain("Error 110001: The email or password is incorrect");
    const right = await f.orbis(
      ["login", "--profile", "ci", "--email", f.account.email, "--password-stdin", "--json"],
      {
        input: `${f.account.password}\n`,
      },
    );
    expect(expectExit(right, 0).json()).toEqual({
      profile: "ci",
      apiUrl: f.origin,
      email: f.account.email,
    });
    expect((await readConfig()).currentProfile).toBe("ci");
  });

  it.skipIf(spawnSync("script", ["--version"]).status !== 0)(
    "prompts for email and password on a terminal; the newer CLI session ends the older (50002)",
    async () => {
      const env = {
        ...process.env,
        XDG_CONFIG_HOME: f.configHome,
        ORBIS_API_URL: f.origin,
        ORBIS_PROFILE: "tty",
        NO_COLOR: "1",
      };
      const child = spawn(
        "script",
        ["-qfec", `${process.execPath} ${ORBIS_BIN} login`, "/dev/null"],
        {
          env,
          stdio: ["pipe", "pipe", "pipe"],
        },
      );
      let out = "";
      const seen = (text: string) =>
        new Promise<void>((resolve) => {
          const check = () => (out.includes(text) ? resolve() : setTimeout(check, 50));
          check();
        });
      child.stdout.on("data", (c: Buffer) => (out += c.toString()));
      const exited = new Promise<number | null>((r) => child.once("exit", r));
      await seen("Email");
      child.stdin.write(`${f.account.email}\r`);
      await seen("Password");
      child.stdin.write(`${f.account.password}\r`);
      expect(await exited).toBe(0);
      expect(out).toContain(`as ${f.account.email} (profile "tty")`);
      // The "ci" profile holds the older CLI session of the same account: it was ended.
      const old = expectExit(await f.orbis(["whoami", "--profile", "ci"]), 3);
      expect(old.stderr).toMatch(/Error 50002: .*Run "orbis login" to sign in again\./);
    },
  );
});

describe("signing out", () => {
  /** Both tokens of a session refused by the server: ended there, not only forgotten here. */
  const endedOnServer = async (tokens: { accessToken: string; refreshToken: string }) => {
    await expect(apiAs(f.origin, tokens).getMe()).rejects.toMatchObject({ code: 10401 });
    await expect(
      apiOn(f.origin).renewToken({ body: { refreshToken: tokens.refreshToken } }),
    ).rejects.toMatchObject({ code: 110007 });
  };
  const tokensOf = async (profile: string) => {
    const held = (await readConfig()).profiles[profile];
    if (!held?.accessToken || !held.refreshToken) throw new Error(`${profile} holds no tokens`);
    return { accessToken: held.accessToken, refreshToken: held.refreshToken };
  };

  it("ends the session on the server, then forgets the profile's tokens", async () => {
    const copied = await tokensOf("default");
    const out = expectExit(await f.orbis(["logout", "--profile", "default", "--json"]), 0);
    expect(out.json()).toEqual({ profile: "default", signedOut: true, serverSession: "ended" });
    // A copy of the tokens taken before is worth nothing now, on the server too.
    await endedOnServer(copied);
    expectExit(await f.orbis(["whoami", "--profile", "default"]), 3);
    const again = expectExit(await f.orbis(["logout", "--profile", "default"]), 0);
    expect(again.stdout).toContain("was not signed in");
  });

  it("ends every session of the account with --everywhere, the browser's too", async () => {
    const web = await loginAs(f.origin, f.account, "web");
    const login = ["login", "--profile", "all", "--email", f.account.email, "--password-stdin"];
    expectExit(await f.orbis(login, { input: `${f.account.password}\n` }), 0);
    const cli = await tokensOf("all");
    const out = expectExit(await f.orbis(["logout", "--profile", "all", "--everywhere"]), 0);
    expect(out.stdout).toContain("Signed out everywhere: every session of the account has ended");
    await endedOnServer(cli);
    await endedOnServer(web);
  });

  it("forgets the tokens and says the session lives on when the server cannot be reached", async () => {
    const plugin = await loginAs(f.origin, f.account, "plugin");
    const config = await readConfig();
    await writeFile(
      configFile(),
      JSON.stringify({
        ...config,
        profiles: { ...config.profiles, away: { apiUrl: "http://127.0.0.1:9", ...plugin } },
      }),
    );
    const out = expectExit(await f.orbis(["logout", "--profile", "away"]), 0);
    expect(out.stdout).toContain('Signed out on this computer (profile "away").');
    expect(out.stderr).toContain("Warning: the session was not ended on http://127.0.0.1:9");
    expect((await readConfig()).profiles.away).toMatchObject({
      accessToken: null,
      refreshToken: null,
    });
    // Honest: the session really is still alive on the server it could not reach.
    expect((await apiAs(f.origin, plugin).getMe()).email).toBe(f.account.email);
  });

  it("a new sign-in ends the profile's earlier session, another account's included", async () => {
    const other = await registerAccount(f.origin, f.dataDir, `other-${Date.now()}@example.com`);
    const earlier = await loginAs(f.origin, f.account, "cli");
    expectExit(await f.orbis(["login", "--profile", "switch", "--token", earlier.refreshToken]), 0);
    const held = await tokensOf("switch");
    const login = await f.orbis(["login", "--profile", "switch", "--token", other.refreshToken]);
    expect(expectExit(login, 0).stderr).toContain("Ended the profile's earlier session");
    await endedOnServer(held);
    const me = expectExit(await f.orbis(["whoami", "--profile", "switch", "--json"]), 0);
    expect(me.json<{ user: { email: string } }>().user.email).toBe(other.email);
  });
});
