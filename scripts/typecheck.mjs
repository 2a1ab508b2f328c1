// `npm run typecheck` in a package: type-checks it with TypeScript 7 and writes nothing. It checks
// the same language as TypeScript 6 in about a fifth of the CPU time (docs/conventions.md, "Test
// speed"). Arguments pass through, e.g. `-p tsconfig.test.json`.
import { runTypeScript7 } from "./typescript7.mjs";

runTypeScript7(["--noEmit", ...process.argv.slice(2)]);
