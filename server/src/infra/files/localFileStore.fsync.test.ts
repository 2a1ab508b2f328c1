import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { serverDir } from "@orbis/testkit/paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * Power loss: an acknowledged put must be on disk, not only in the page cache. What the store
 * asks of the kernel is observed with strace in a child process that runs the built store: the
 * temp file is fsynced before its rename, and the folder (and the parent of each folder the put
 * created) after it. Runs where strace can trace (ptrace allowed).
 */

const straceWorks =
  spawnSync("strace", ["-f", "-e", "trace=none", "-o", "/dev/null", "true"]).status === 0;

/** One traced call, in the order the calls were made. */
type Call = { op: "fsync"; path: string } | { op: "rename"; from: string; to: string };

const callsOf = (trace: string): Call[] =>
  trace.split("\n").flatMap((line): Call[] => {
    const sync = /\b(?:fsync|fdatasync)\(\d+<([^>]+)>/.exec(line);
    if (sync?.[1] !== undefined) return [{ op: "fsync", path: sync[1] }];
    const moved = /\brename(?:at2?)?\((?:[^,]+, )?"([^"]+)", (?:[^,]+, )?"([^"]+)"/.exec(line);
    if (moved?.[1] !== undefined && moved[2] !== undefined)
      return [{ op: "rename", from: moved[1], to: moved[2] }];
    return [];
  });

describe.runIf(straceWorks)("local file store durability (strace)", () => {
  let work: string;
  let script: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), "orbis-fsync-"));
    const bundle = join(work, "bundle");
    const build = spawnSync(
      "npx",
      ["tsup", "src/infra/files/localFileStore.ts", "--no-config", "--format", "esm"].concat([
        "--out-dir",
        bundle,
        "--silent",
      ]),
      { cwd: serverDir, encoding: "utf8" },
    );
    if (build.status !== 0) throw new Error(`bundle failed:\n${build.stdout}${build.stderr}`);
    script = join(work, "puts.mjs");
    await writeFile(join(work, "source.bin"), Buffer.alloc(70_000, 7));
    await writeFile(
      script,
      `import { Readable } from "node:stream";
import { createLocalFileStore } from "./bundle/localFileStore.js";
const [root, source] = process.argv.slice(2);
const store = createLocalFileStore(root);
await store.put("tours/t1/scenes/s1/r1/source.jpg", { path: source }, "image/jpeg");
await store.put("tours/t1/scenes/s1/r1/preview.jpg", { buffer: Buffer.from("preview") }, "image/jpeg");
await store.put("tours/t1/voice.mp3", { stream: Readable.from([Buffer.from("v")]) }, "audio/mpeg");
`,
    );
  }, 60_000);

  afterAll(() => rm(work, { recursive: true, force: true }));

  it("fsyncs each object before its rename and its folders after, before put resolves", async () => {
    const root = join(work, "store");
    const traced = spawnSync(
      "strace",
      ["-f", "-y", "-e", "trace=fsync,fdatasync,rename,renameat,renameat2", "-o"].concat([
        join(work, "trace.txt"),
        process.execPath,
        script,
        root,
        join(work, "source.bin"),
      ]),
      { encoding: "utf8" },
    );
    expect(traced.status, traced.stderr).toBe(0);
    const calls = callsOf(await readFile(join(work, "trace.txt"), "utf8"));
    const renames = calls.filter((c) => c.op === "rename" && !c.to.endsWith(".meta.json"));
    expect(renames.map((c) => (c.op === "rename" ? c.to : ""))).toEqual(
      [
        "tours/t1/scenes/s1/r1/source.jpg",
        "tours/t1/scenes/s1/r1/preview.jpg",
        "tours/t1/voice.mp3",
      ].map((key) => join(root, key)),
    );
    const at = (call: Call) => calls.indexOf(call);
    const syncedAt = (path: string) =>
      calls.flatMap((c, i) => (c.op === "fsync" && c.path === path ? [i] : []));
    for (const rename of renames) {
      if (rename.op !== "rename") continue;
      // The data is on disk before the name points at it…
      expect(syncedAt(rename.from).some((i) => i < at(rename))).toBe(true);
      // …and the name is on disk before the next put starts (that is, before this one resolved).
      const next = renames[renames.indexOf(rename) + 1];
      const folderSynced = syncedAt(dirname(rename.to)).filter(
        (i) => i > at(rename) && (next === undefined || i < at(next)),
      );
      expect(folderSynced, rename.to).not.toEqual([]);
    }
    // The first put made tours/…/r1 and its parents: each new folder's entry is synced too.
    const firstNext = at(renames[1] as Call);
    for (const folder of ["", "tours", "tours/t1", "tours/t1/scenes", "tours/t1/scenes/s1"])
      expect(
        syncedAt(join(root, folder)).some((i) => i < firstNext),
        folder,
      ).toBe(true);
  });
});
