// What the benchmarks share about the server: a free port, the built server started as
// `npm start` runs it (embedded defaults, a temp data dir), and a signed-in bench account.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The repository's root folder. */
export const root = fileURLToPath(new URL("../../../", import.meta.url));
const fromServer = createRequire(join(root, "server/package.json"));

/** Imports a package the server depends on (the benchmarks have no dependencies of their own). */
export const importFromServer = (spec) => import(pathToFileURL(fromServer.resolve(spec)).href);

/** Resolves a file of a package the server depends on. */
export const resolveFromServer = (spec) => fromServer.resolve(spec);

/** Imports one of core's built subpaths, e.g. `client` or `contract`. */
export const importCore = (domain) =>
  import(pathToFileURL(join(root, `core/dist/${domain}/index.js`)).href);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A free TCP port on 127.0.0.1. */
export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts `server/dist/main.js` (build it first) on `dataDir` and a free port, with `env` on top of
 * the embedded defaults; answers once it says it is running.
 */
export const startServer = async (dataDir, env = {}) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: join(root, "server"),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATABASE_URL: "",
      REDIS_URL: "",
      S3_BUCKET: "",
      LOG_LEVEL: "warn",
      UV_THREADPOOL_SIZE: "8",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const deadline = Date.now() + 90_000;
  while (!output.includes("Orbis is running at")) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the server did not start:\n${output}`);
    await sleep(100);
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGINT");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { origin, port, child, stop, output: () => output };
};

/**
 * Registers `email` through the identity API (the code read from the mailed .eml in
 * DATA_DIR/mail), signs in as `clientKind`, and answers core's typed client using the tokens.
 */
export const signInBenchUser = async (
  origin,
  dataDir,
  { email = "bench@example.com", password = "bench orbis 360", clientKind = "web" } = {},
) => {
  const { createClient } = await importCore("client");
  const { routes, ORBIS_SERVICE } = await importCore("contract");
  const { simpleParser } = await importFromServer("mailparser");
  const api = createClient(routes, {
    origin,
    fetch: globalThis.fetch,
    now: Date.now,
    language: "en",
  });
  const ticket = await api.requestEmailVerification({
    body: { ...ORBIS_SERVICE, email, verifyType: "register" },
  });
  const mailDir = join(dataDir, "mail");
  let verifyCode;
  for (const name of readdirSync(mailDir).sort().reverse()) {
    if (!name.endsWith(".eml")) continue;
    const mail = await simpleParser(readFileSync(join(mailDir, name)));
    verifyCode ??= mail.to?.text === email ? /(\d{6})/.exec(mail.text ?? "")?.[1] : undefined;
  }
  if (verifyCode === undefined) throw new Error(`no verification mail for ${email}`);
  await api.registerEmail({
    body: {
      ...ORBIS_SERVICE,
      email,
      password,
      name: "Bench",
      verifyId: ticket.verifyId,
      verifyCode,
      agreedTermsIds: ["orbis-terms-of-service", "orbis-privacy"],
    },
  });
  const tokens = await api.loginEmail({ body: { ...ORBIS_SERVICE, email, password, clientKind } });
  api.useTokens(() => tokens);
  return { api, token: tokens.accessToken };
};
