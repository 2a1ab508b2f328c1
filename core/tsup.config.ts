import { defineConfig } from "tsup";

/** One entry per domain folder, so consumers import `@orbis/core/<domain>` and bundle only that. */
export const DOMAINS = [
  "account",
  "admin",
  "ai",
  "auth",
  "backup",
  "client",
  "contract",
  "coupons",
  "device",
  "downloads",
  "edu",
  "errors",
  "format",
  "i18n",
  "interop",
  "panorama",
  "payments",
  "plans",
  "sharing",
  "statistics",
  "streetView",
  "tours",
] as const;

export default defineConfig({
  entry: {
    index: "src/index.ts",
    ...Object.fromEntries(DOMAINS.map((d) => [`${d}/index`, `src/${d}/index.ts`])),
  },
  format: ["esm"],
  // Declarations are written per file by TypeScript 7 after this step (scripts/declarations.mjs).
  dts: false,
  sourcemap: true,
  clean: true,
  target: "es2022",
  tsconfig: "tsconfig.json",
});
