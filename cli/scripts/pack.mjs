// `npm run pack [-- <outDir>]`: the CLI as an npm tarball that installs with nothing but the npm
// registry (`npm install -g <tarball or URL>`); the server serves it as the plugin download.
// @orbis/core is not on the registry, so it is bundled into dist here (the everyday build keeps
// it in node_modules) and its own dependencies join the CLI's. Prints the tarball's path.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { globSync } from "tinyglobby";
import { build } from "tsup";

const cliDir = fileURLToPath(new URL("..", import.meta.url));
const outDir = resolve(process.argv[2] ?? join(cliDir, ".pack"));
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

// Inside cli/, so the bundler and oclif find the workspace's node_modules; one folder per run,
// so two servers packing at once do not write into each other.
mkdirSync(join(cliDir, ".pack"), { recursive: true });
const stage = mkdtempSync(join(cliDir, ".pack", "stage-"));
try {
  process.chdir(cliDir);
  const commands = globSync(["src/commands/**/*.ts", "src/hooks/*.ts"], {
    ignore: ["**/*.test.ts"],
  });
  await build({
    config: false,
    entry: Object.fromEntries(commands.map((f) => [f.slice("src/".length, -".ts".length), f])),
    outDir: join(stage, "dist"),
    format: ["esm"],
    target: "node20",
    platform: "node",
    splitting: true,
    clean: true,
    silent: true,
    skipNodeModulesBundle: true,
    noExternal: [/^@orbis\/core(\/|$)/],
  });

  const cli = readJson(join(cliDir, "package.json"));
  const coreDir = dirname(dirname(fileURLToPath(import.meta.resolve("@orbis/core"))));
  const core = readJson(join(coreDir, "package.json"));
  const { "@orbis/core": _bundled, ...own } = cli.dependencies;
  const dependencies = Object.fromEntries(
    Object.entries({ ...core.dependencies, ...own }).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const packed = {
    name: cli.name,
    version: cli.version,
    description: cli.description,
    type: cli.type,
    bin: cli.bin,
    files: cli.files,
    engines: cli.engines,
    oclif: cli.oclif,
    dependencies,
  };
  writeFileSync(join(stage, "package.json"), `${JSON.stringify(packed, null, 2)}\n`);
  cpSync(join(cliDir, "bin"), join(stage, "bin"), { recursive: true });
  writeFileSync(
    join(stage, "README.md"),
    "# orbis\n\nThe Orbis command line. `orbis --help` lists its commands; `orbis login --web` signs in through the browser.\n",
  );

  const run = (command, args) => {
    const r = spawnSync(command, args, {
      cwd: stage,
      encoding: "utf8",
      env: { ...process.env, OCLIF_SKIP_NEW_VERSION_CHECK: "true" },
    });
    if (r.status !== 0) {
      process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
      throw new Error(`${command} ${args.join(" ")} failed in ${stage}`);
    }
    return r.stdout;
  };
  // The manifest lets `--help` list commands without loading them, as in the everyday build.
  const require = createRequire(join(cliDir, "package.json"));
  const oclifDir = dirname(require.resolve("oclif/package.json"));
  run(process.execPath, [
    join(oclifDir, readJson(join(oclifDir, "package.json")).bin.oclif),
    "manifest",
  ]);
  mkdirSync(outDir, { recursive: true });
  const [result] = JSON.parse(
    run("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", outDir]),
  );
  process.stdout.write(`${join(outDir, result.filename)}\n`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}
