import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiAs, registerAccount, type TestAccount } from "@orbis/testkit/accounts";
import { inject } from "vitest";
import { type CliResult, type RunOptions, runCli } from "../src/testing/runCli";

/** One test file's world: a fresh account, its own config dir, and `orbis` bound to both. */
export interface CliFixture {
  readonly origin: string;
  readonly dataDir: string;
  readonly configHome: string;
  readonly account: TestAccount;
  /** Runs `orbis` with this fixture's config dir and server. */
  readonly orbis: (args: readonly string[], options?: RunOptions) => Promise<CliResult>;
  /** Signs the CLI in with the account's refresh token (no password login: those are rate limited). */
  readonly signIn: () => Promise<CliResult>;
  /** The test's own client, with the registration's access token (never renewed, never shared). */
  readonly api: ReturnType<typeof apiAs>;
  readonly cleanup: () => Promise<void>;
}

/** Sets up a fixture; call `cleanup` in `afterAll`. */
export const cliFixture = async (name: string): Promise<CliFixture> => {
  const origin = inject("orbisOrigin");
  const dataDir = inject("orbisDataDir");
  const configHome = await mkdtemp(join(tmpdir(), `orbis-cli-${name}-`));
  const email = `${name}-${randomBytes(4).toString("hex")}@example.com`;
  const account = await registerAccount(origin, dataDir, email);
  const orbis = (args: readonly string[], options: RunOptions = {}) =>
    runCli(args, {
      ...options,
      env: {
        XDG_CONFIG_HOME: configHome,
        ORBIS_API_URL: origin,
        ORBIS_TOKEN: undefined,
        ORBIS_PROFILE: undefined,
        BROWSER: undefined,
        ...options.env,
      },
    });
  const refresh = account.refreshToken;
  return {
    origin,
    dataDir,
    configHome,
    account,
    orbis,
    signIn: () => orbis(["login", "--token", refresh]),
    api: apiAs(origin, { accessToken: account.accessToken, refreshToken: "" }),
    cleanup: () => rm(configHome, { recursive: true, force: true }),
  };
};

/** Asserts a run's exit code, showing its output when it differs. */
export const expectExit = (result: CliResult, code: number): CliResult => {
  if (result.code !== code)
    throw new Error(
      `expected exit ${code}, got ${result.code}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`,
    );
  return result;
};
