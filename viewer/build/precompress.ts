import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/*
 * Every text file of the page build gets `.br` and `.gz` siblings at build time, so the server
 * answers compressed bytes without compressing per request (a phone on a slow link gets the
 * page's script in a fifth of its size).
 */

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|xml|txt|wasm|glsl)$/;
/** Files smaller than this are sent as they are. */
const MIN_BYTES = 1024;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

/** Writes `<file>.br` and `<file>.gz` for every compressible file of the output folder. */
export const precompress = (): Plugin => ({
  name: "orbis-precompress",
  apply: "build",
  writeBundle: {
    sequential: true,
    order: "post",
    handler(options) {
      if (options.dir === undefined) return;
      for (const file of walk(options.dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 9,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
      }
    },
  },
});
