import { readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { isCompressible } from "@orbis/core/format";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a `.br` (best quality) and a `.gz` (level 9) copy beside each text file among `names`
 * (paths relative to `dir`), as the server sends them: a server then never compresses a
 * build file itself, and a first visitor already gets the smallest bytes.
 */
export const precompressFiles = async (dir: string, names: readonly string[]): Promise<void> => {
  await Promise.all(
    names
      .filter((name) => isCompressible(extname(name)))
      .map(async (name) => {
        const path = join(dir, name);
        const bytes = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      }),
  );
};

/** The build's step that precompresses what it wrote (see {@link precompressFiles}). */
export const precompress = (): Plugin => ({
  name: "orbis-precompress",
  apply: "build",
  async writeBundle(options, bundle) {
    if (options.dir !== undefined) await precompressFiles(options.dir, Object.keys(bundle));
  },
});
