// What the benchmarks load from the workspace: they have no dependencies of their own, so
// packages come from the server's, core and the test kit from their builds (`npm run build`).
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The repository's root folder. */
export const root = fileURLToPath(new URL("../../../", import.meta.url));
const fromServer = createRequire(join(root, "server/package.json"));

/** Imports a package the server depends on. */
export const importFromServer = (spec) => import(pathToFileURL(fromServer.resolve(spec)).href);

/** Resolves a file of a package the server depends on. */
export const resolveFromServer = (spec) => fromServer.resolve(spec);

/** Imports one of core's built subpaths, e.g. `client` or `contract`. */
export const importCore = (domain) =>
  import(pathToFileURL(join(root, `core/dist/${domain}/index.js`)).href);

/**
 * Imports the test kit's build (`@orbis/testkit`: the server process, accounts, the browser);
 * call it after the turbo build, which builds the kit with the server's dependencies.
 */
export const importKit = () => import(pathToFileURL(join(root, "tests/kit/dist/index.js")).href);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bench account: registered by mail on a fresh server, signed in as `clientKind`. */
export const BENCH_ACCOUNT = { email: "bench@example.com", password: "bench orbis 360" };

/**
 * Registers the bench account on the server (the code read from its mailbox), signs it in as
 * `clientKind`, and answers core's typed client using those tokens.
 */
export const signInBenchUser = async (kit, server, clientKind = "web") => {
  const { email, password } = BENCH_ACCOUNT;
  const account = await kit.registerAccount(
    server.origin,
    server.dataDir,
    email,
    password,
    "Bench",
  );
  const tokens = await kit.loginAs(server.origin, account, clientKind);
  return { api: kit.apiAs(server.origin, tokens), token: tokens.accessToken };
};
