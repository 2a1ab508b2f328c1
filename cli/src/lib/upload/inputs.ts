import { readdir, realpath, stat } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { glob, isDynamicPattern } from "tinyglobby";
import { usageError } from "../errors";
import type { LocalFile } from "./types";

/** Extensions taken from directories and globs: the panorama types the server accepts. */
export const PANORAMA_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp"] as const;

/** True for a file name a directory or glob contributes (not hidden, a panorama extension). */
export const isPanoramaName = (name: string): boolean => {
  const lower = name.toLowerCase();
  return !name.startsWith(".") && PANORAMA_EXTENSIONS.some((ext) => lower.endsWith(ext));
};

/** Paths in the order people number their shots: `pano2` before `pano10`. */
export const naturalOrder = (a: string, b: string): number =>
  a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });

const walk = async (dir: string, recursive: boolean): Promise<string[]> => {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory() && recursive) found.push(...(await walk(path, true)));
    else if (entry.isFile() && isPanoramaName(entry.name)) found.push(path);
  }
  return found;
};

/**
 * Turns the command's inputs into files: a file is taken as named (the server checks its type),
 * a directory gives its panoramas (`recursive`: with its subdirectories'), a glob (quoted, so
 * the shell left it) gives the panoramas it matches. Anything missing, or a directory or glob
 * with no panorama, is a usage error before any upload: a typo must not half-run a bulk upload.
 * The same file named twice counts once; the result is in natural path order.
 */
export const expandInputs = async (
  inputs: readonly string[],
  options: { readonly recursive?: boolean; readonly cwd?: string } = {},
): Promise<LocalFile[]> => {
  const cwd = options.cwd ?? process.cwd();
  const paths: string[] = [];
  for (const input of inputs) {
    const path = resolve(cwd, input);
    const info = await stat(path).catch(() => undefined);
    let found: string[];
    if (info?.isFile()) found = [path];
    else if (info?.isDirectory()) found = await walk(path, options.recursive === true);
    else if (isDynamicPattern(input))
      found = (await glob(input, { cwd, absolute: true, onlyFiles: true })).filter((p) =>
        isPanoramaName(basename(p)),
      );
    else throw usageError(`${input}: no such file or directory`);
    if (found.length === 0)
      throw usageError(`${input}: no panorama (.jpg, .jpeg, .png, .webp) in it`);
    paths.push(...found);
  }
  const seen = new Set<string>();
  const files: LocalFile[] = [];
  for (const path of paths.sort(naturalOrder)) {
    const real = await realpath(path);
    if (seen.has(real)) continue;
    seen.add(real);
    files.push({ path, name: basename(path), bytes: (await stat(real)).size });
  }
  return files;
};
