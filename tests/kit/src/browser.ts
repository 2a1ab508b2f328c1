import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { type Browser, chromium, type LaunchOptions } from "playwright-core";
import { repoRoot } from "./paths";

/*
 * The one way every browser test and benchmark launches a browser: headless chromium through
 * playwright-core, never a browser download at test time. The browser is the first found of:
 * CHROMIUM_PATH, Debian's /usr/bin/chromium (hidden by ORBIS_TEST_SYSTEM_CHROMIUM=off, to
 * prove the fallback), and the headless chromium `@sparticuz/chromium` carries in its npm
 * package (linux x64; unpacked under node_modules/.cache on first use). WebGL runs on SwiftShader.
 */

/** Where Debian's chromium package installs the browser. */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * The flags, for every browser found: no sandbox (containers, root), no GPU (WebGL by
 * SwiftShader), nothing phoning home. The zygote stays: it forks each page's renderer from one
 * started process instead of starting chromium again, about a CPU-second less per browser
 * context here (the journeys open dozens).
 */
export const BROWSER_FLAGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A browser to launch and where it was found. */
export interface FoundBrowser {
  readonly executablePath: string;
  readonly source: "CHROMIUM_PATH" | "system chromium" | "@sparticuz/chromium";
  /** Added to the browser's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Flags this browser needs beyond {@link BROWSER_FLAGS}. */
  readonly flags: readonly string[];
}

/** Where to look; the process's environment and platform unless a test says otherwise. */
export interface BrowserSearch {
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly systemChromium?: string;
  readonly platform?: string;
  /** Unpacks the packaged browser and answers its path. */
  readonly unpackPackaged?: () => Promise<string>;
}

const execute = promisify(execFile);

/**
 * Unpacks `@sparticuz/chromium`'s browser once per version into a folder of the kit's own under
 * node_modules/.cache, and answers its path. The package unpacks into the temp folder (the
 * browser, SwiftShader's libraries beside it, fonts) and trusts any browser already there; a
 * child with its own TMPDIR unpacks it into a staging folder that is renamed into place
 * whole, so runs at once never see half a browser, and its fonts file is pointed at its fonts.
 */
const unpackSparticuz = async (): Promise<string> => {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@sparticuz/chromium");
  const manifest = join(dirname(entry), "..", "..", "package.json");
  const { version } = JSON.parse(await readFile(manifest, "utf8")) as { version: string };
  const dir = join(repoRoot, "node_modules", ".cache", "orbis-testkit", `chromium-${version}`);
  const browser = join(dir, "chromium");
  if (existsSync(browser)) return browser;
  await mkdir(dirname(dir), { recursive: true });
  const staging = await mkdtemp(`${dir}-unpacking-`);
  try {
    const unpack = `const { default: c } = await import(${JSON.stringify(pathToFileURL(entry).href)}); await c.executablePath();`;
    await execute(process.execPath, ["--input-type=module", "-e", unpack], {
      env: { ...process.env, TMPDIR: staging },
    });
    const fontsConf = join(staging, "fonts", "fonts.conf");
    if (existsSync(fontsConf))
      await writeFile(
        fontsConf,
        (await readFile(fontsConf, "utf8")).replaceAll("/tmp/fonts", join(dir, "fonts")),
      );
    await rename(staging, dir).catch(async (error: unknown) => {
      // Another run unpacked it first: theirs is as good.
      if (!existsSync(browser)) throw error;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return browser;
};

/**
 * The first browser found, or why there is none (one line). The packaged browser brings a
 * font configuration of its own, used when the system has none.
 */
export const findBrowser = async (
  search: BrowserSearch = {},
): Promise<FoundBrowser | { readonly missing: string }> => {
  const env = search.env ?? process.env;
  const tried: string[] = [];
  const fromEnv = env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv))
      return { executablePath: fromEnv, source: "CHROMIUM_PATH", env: {}, flags: [] };
    tried.push(`CHROMIUM_PATH=${fromEnv} does not exist`);
  }
  const system = search.systemChromium ?? SYSTEM_CHROMIUM;
  if (env.ORBIS_TEST_SYSTEM_CHROMIUM === "off") tried.push(`${system} hidden`);
  else if (existsSync(system))
    return { executablePath: system, source: "system chromium", env: {}, flags: [] };
  else tried.push(`no ${system}`);
  const platform = search.platform ?? `${process.platform}-${process.arch}`;
  if (platform !== "linux-x64") {
    tried.push(`@sparticuz/chromium runs on linux-x64 only, not ${platform}`);
  } else {
    try {
      const executablePath = await (search.unpackPackaged ?? unpackSparticuz)();
      const fonts: Record<string, string> = existsSync("/etc/fonts/fonts.conf")
        ? {}
        : { FONTCONFIG_PATH: join(dirname(executablePath), "fonts") };
      // The packaged browser is built to run without a zygote.
      return {
        executablePath,
        source: "@sparticuz/chromium",
        env: fonts,
        flags: ["--no-zygote"],
      };
    } catch (error) {
      tried.push(`@sparticuz/chromium failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  return { missing: `No browser for the browser tests (${tried.join("; ")})` };
};

let found: Promise<FoundBrowser | { readonly missing: string }> | undefined;

/** This process's browser, looked for once (unpacking the packaged one is not free). */
export const theBrowser = () => {
  found ??= findBrowser();
  return found;
};

/** Why browser tests cannot run here, in one line, or null when a browser is found. */
export const browserMissing = async (): Promise<string | null> => {
  const result = await theBrowser();
  return "missing" in result ? result.missing : null;
};

/** Launches the browser with the one flag list; throws the reason when there is none. */
export const launchBrowser = async (
  options: Omit<LaunchOptions, "args"> = {},
): Promise<Browser> => {
  const result = await theBrowser();
  if ("missing" in result) throw new Error(result.missing);
  return chromium.launch({
    ...options,
    executablePath: result.executablePath,
    args: [...BROWSER_FLAGS, ...result.flags],
    ...(Object.keys(result.env).length === 0 ? {} : { env: { ...process.env, ...result.env } }),
  });
};
