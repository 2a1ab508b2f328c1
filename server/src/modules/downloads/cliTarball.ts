import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { Config } from "../../config";

const run = promisify(execFile);

/** Packing bundles the CLI, writes its manifest and runs `npm pack`: seconds, but not forever. */
const PACK_TIMEOUT_MS = 5 * 60_000;

/** The packed CLI: the tarball's bytes, its file name and the ETag that names them. */
export interface CliTarball {
  readonly bytes: Buffer;
  readonly fileName: string;
  readonly etag: string;
}

/**
 * The CLI package to pack: `CLI_DIR` when set, else `@orbis/cli` found through Node's resolution
 * (the workspace's `cli/`). Null when it is not there or has no pack script: a server deployed
 * without the repository has nothing to pack.
 */
export const cliPackageDir = (config: Pick<Config, "cliDir">): string | null => {
  let dir = config.cliDir ?? null;
  if (dir === null) {
    try {
      dir = dirname(createRequire(import.meta.url).resolve("@orbis/cli/package.json"));
    } catch {
      return null;
    }
  }
  return existsSync(join(dir, "scripts", "pack.mjs")) ? dir : null;
};

/** Packs the CLI of `dir` with its own script (cli/scripts/pack.mjs) into a temporary folder. */
const packCli = async (dir: string): Promise<CliTarball> => {
  const out = await mkdtemp(join(tmpdir(), "orbis-cli-pack-"));
  try {
    const { stdout } = await run(process.execPath, [join(dir, "scripts", "pack.mjs"), out], {
      cwd: dir,
      timeout: PACK_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
    });
    const file = stdout.trim().split("\n").at(-1) ?? "";
    const bytes = await readFile(file);
    const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
    return { bytes, fileName: "orbis-cli.tgz", etag: `"${hash}"` };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
};

/**
 * The tarball, packed on the first request and kept for the life of the process (the server
 * cannot depend on the CLI in its build: the CLI's tests depend on the server). A failed pack
 * is not kept, so the next request tries again.
 */
export const cliTarballOnce = (dir: string) => {
  let packed: Promise<CliTarball> | undefined;
  return (): Promise<CliTarball> => {
    packed ??= packCli(dir).catch((error: unknown) => {
      packed = undefined;
      throw error;
    });
    return packed;
  };
};
