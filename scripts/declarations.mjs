// A package's build step for its type declarations: TypeScript 7 writes one `.d.ts` per source
// file of the given project (`-p tsconfig.json` by default) and no JavaScript, which tsup or
// Vite bundle. tsup's own declaration bundling took core's build from 2 s to 24 s.
import { runTypeScript7 } from "./typescript7.mjs";

const args = process.argv.slice(2);
runTypeScript7([
  "--declaration",
  "--emitDeclarationOnly",
  ...(args.length > 0 ? args : ["-p", "tsconfig.json"]),
]);
