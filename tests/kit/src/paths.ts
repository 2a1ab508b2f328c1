import { join } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * Where the packages the kit drives live. By path, not by import: the server depends on the
 * console (it serves its build), so a console test must not depend on the server package.
 */

// Not `new URL(…, import.meta.url)` alone: Vite rewrites that into an asset URL in DOM tests.
const here = fileURLToPath(import.meta.url);

/** The repository's root folder (this file sits at `tests/kit/src/` or `tests/kit/dist/`). */
export const repoRoot = join(here, "..", "..", "..", "..");

/** The server package's folder. */
export const serverDir = join(repoRoot, "server");

/** The server's entry point, which `npm run build` writes. */
export const serverEntry = join(serverDir, "dist", "main.js");

/** The console package's folder. */
export const consoleDir = join(repoRoot, "console");

/** The console's built page, which the server serves at `/`. */
export const consoleEntry = join(consoleDir, "dist", "index.html");
