import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { type BackupManifest, parseBackupManifest } from "@orbis/core/backup";
import {
  apiAs,
  buildServer,
  freePort,
  loginAs,
  publishedTourVia,
  registerAccount,
  type ServerProcess,
  seedDataDir,
  startServerProcess,
} from "@orbis/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zipBytes } from "../../modules/interop/testing";
import { unzip } from "../../testing/unzip";

/*
 * `npm run backup` and `npm run restore` as an operator runs them, on the built server's
 * command: a server on embedded defaults gets an account and a published, tiled tour; the backup
 * is refused while the server runs and made once it is stopped; restored into a fresh data
 * folder, a server there answers the same tours, scenes, page and files, and the same sessions.
 */

let entry: string;
let workDir: string;

/** Runs the backup command with `args` on `dataDir`; answers its exit code and output. */
const runBackup = (dataDir: string, ...args: string[]) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [join(dirname(entry), "backup.js"), ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", S3_BUCKET: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });

/** Every file under `dir` with a hash of its bytes, by relative path. */
const fileHashes = async (dir: string) => {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length + 1)] = createHash("sha256")
      .update(await readFile(path))
      .digest("hex");
  }
  return out;
};

const stopped = async (server: ServerProcess) => {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
};

beforeAll(async () => {
  entry = buildServer("node_modules/.cache/orbis-test/backup");
  workDir = await mkdtemp(join(tmpdir(), "orbis-backup-"));
}, 120_000);

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe("backup and restore of a data folder", { timeout: 180_000 }, () => {
  it("restores tours, scenes, pages, files and sessions into a fresh folder", async () => {
    const dataDir = join(workDir, "original");
    await seedDataDir(dataDir, entry);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let server = await startServerProcess(entry, dataDir, port, { PUBLIC_URL: origin });
    const account = await registerAccount(origin, dataDir, "backup@example.com");
    const session = await loginAs(origin, account);
    const api = apiAs(origin, session);
    const published = await publishedTourVia(api, "Harbour");
    const before = {
      projects: await api.listProjects({ query: {} }),
      tour: await api.getTour({ params: { id: published.tourId } }),
      page: await (await fetch(`${origin}/t/${published.slug}`)).text(),
    };

    const refused = await runBackup(dataDir, "backup", join(workDir, "refused.zip"));
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is using .*Stop it first/);
    expect(await readdir(workDir)).not.toContain("refused.zip");

    await stopped(server);
    const archive = join(workDir, "backup.zip");
    const made = await runBackup(dataDir, "backup", archive);
    expect(made.output).toMatch(/Done: .* MB/);
    expect(made.code).toBe(0);
    expect((await readdir(workDir)).filter((name) => name.includes(".partial"))).toEqual([]);

    const restoredDir = join(workDir, "restored");
    const restored = await runBackup(restoredDir, "restore", archive);
    expect(restored.output).toMatch(/every table's rows and every file checked/);
    expect(restored.code).toBe(0);
    expect(await fileHashes(join(restoredDir, "files"))).toEqual(
      await fileHashes(join(dataDir, "files")),
    );
    expect(await readFile(join(restoredDir, "secrets/token.key"), "utf8")).toBe(
      await readFile(join(dataDir, "secrets/token.key"), "utf8"),
    );
    expect((await stat(join(restoredDir, "secrets/token.key"))).mode & 0o777).toBe(0o600);

    // The restored folder under a new server: the session made before the backup still holds.
    server = await startServerProcess(entry, restoredDir, port, { PUBLIC_URL: origin });
    try {
      expect(await api.listProjects({ query: {} })).toEqual(before.projects);
      const tour = await api.getTour({ params: { id: published.tourId } });
      expect(tour).toEqual(before.tour);
      expect(await (await fetch(`${origin}/t/${published.slug}`)).text()).toBe(before.page);
      const thumbnail = tour.scenes[0]?.thumbnailUrl;
      expect(thumbnail).toBeTruthy();
      expect((await fetch(new URL(thumbnail as string, origin))).status).toBe(200);
    } finally {
      await stopped(server);
    }

    // A backup whose manifest promises other contents is restored, found wrong and undone.
    const entries = await unzip(await readFile(archive));
    const parsed = parseBackupManifest(entries.get("orbis-backup.json")?.toString() ?? "");
    if (!("manifest" in parsed)) throw new Error(`the backup's manifest: ${parsed.problem}`);
    const manifest: BackupManifest = {
      ...parsed.manifest,
      tables: { ...parsed.manifest.tables, tours: (parsed.manifest.tables.tours ?? 0) + 1 },
    };
    const lying = join(workDir, "lying.zip");
    await writeFile(
      lying,
      zipBytes(
        [...entries].map(([name, data]) => ({
          name,
          data: name === "orbis-backup.json" ? JSON.stringify(manifest) : data,
        })),
      ),
    );
    const undone = await runBackup(join(workDir, "undone"), "restore", lying);
    expect(undone.output).toMatch(
      /does not match its backup.*\n.*table tours: \d+ rows in the backup/,
    );
    expect(undone.code).toBe(1);
    expect(await readdir(join(workDir, "undone")).catch(() => [])).toEqual([]);

    // A second restore into the same folder is refused, leaving it as it was.
    const again = await runBackup(restoredDir, "restore", archive);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/is not empty/);
    expect(await fileHashes(join(restoredDir, "files"))).toEqual(
      await fileHashes(join(dataDir, "files")),
    );
  });

  it.each([
    ["an entry outside the data folder", "files/../../escaped.txt", /outside the archive/],
    ["an entry that is no part of a backup", "server.pid", /not part of a backup/],
  ])("refuses a doctored archive with %s, writing nothing", async (_label, name, problem) => {
    const archive = join(workDir, `doctored-${name.length}.zip`);
    // Written byte by byte: no archiver writes a `..` name.
    await writeFile(
      archive,
      zipBytes([
        { name: "orbis-backup.json", data: "{}" },
        { name, data: "x" },
      ]),
    );
    const target = join(workDir, `target-${name.length}`);
    const result = await runBackup(target, "restore", archive);
    expect(result.output).toMatch(problem);
    expect(result.code).toBe(1);
    expect(await readdir(target).catch(() => [])).toEqual([]);
    expect(await readdir(dirname(workDir))).not.toContain("escaped.txt");
  });

  it("says what it needs when the folder holds no database", async () => {
    const result = await runBackup(join(workDir, "empty"), "backup", join(workDir, "none.zip"));
    expect(result.output).toMatch(/holds no Orbis database/);
    expect(result.code).toBe(1);
  });
});
