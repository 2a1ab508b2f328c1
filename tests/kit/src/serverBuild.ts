import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { serverDir } from "./paths";

/**
 * Builds the server with its own tsup config into `outDir` (relative to the server package) and
 * answers the entry's path: for the server's tests of its process, which must run the code as
 * it is now. Tests that run at once build into folders of their own.
 */
export const buildServer = (outDir: string): string => {
  const build = spawnSync("npx", ["tsup", "--out-dir", outDir], {
    cwd: serverDir,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  return join(serverDir, outDir, "main.js");
};
