import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startS3TestServer } from "@orbis/testkit/s3Server";
import { Redis } from "ioredis";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import type { Deps } from "../deps";
import { seedCatalogueFiles } from "../modules/models";
import { seedPlans } from "../seed/plans";
import { closeDeps, createDeps, type InfraLog } from "./createDeps";
import { createS3FileStore } from "./files/s3FileStore";

interface Line {
  readonly level: string;
  readonly obj: object;
  readonly msg: string;
}

const recorder = () => {
  const lines: Line[] = [];
  const at = (level: string) => (obj: object, msg: string) => lines.push({ level, obj, msg });
  const log: InfraLog = { info: at("info"), warn: at("warn"), error: at("error") };
  return { lines, log };
};

/** Runs one job through the queue and resolves with the id the handler saw. */
const roundTrip = async (deps: Deps, name: string) => {
  let seen = "";
  deps.jobs.register<string>(name, async (_data, job) => {
    seen = job.id;
  });
  await deps.jobs.start();
  const id = await deps.jobs.enqueue(name, "x");
  for (let i = 0; i < 400 && seen === ""; i++) await sleep(10);
  return { id, seen };
};

const planCount = async (deps: Deps) =>
  (await deps.db.kysely.selectFrom("plans").select("id").execute()).length;

// Each test opens a new PGlite data dir: ~3 s on a quiet machine, several times that on a busy one.
describe("createDeps", { timeout: 120_000 }, () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "orbis-deps-"));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it("builds working embedded services in DATA_DIR, closes them, finds them on restart", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = recorder();
    const deps = await createDeps(config, first.log, seedCatalogueFiles);
    expect(deps.db.engine).toBe("pglite");
    expect(await planCount(deps)).toBe(seedPlans.length);
    await deps.files.put("tours/t1/a.txt", { buffer: Buffer.from("hi") }, "text/plain");
    expect((await stat(join(dataDir, "files", "tours", "t1", "a.txt"))).size).toBe(2);
    const { id, seen } = await roundTrip(deps, "embedded");
    expect(seen).toBe(id);
    await deps.mail.send({ to: "a@example.com", subject: "Hello", text: "code 123456" });
    expect((await readdir(join(dataDir, "mail"))).filter((n) => n.endsWith(".eml"))).toHaveLength(
      1,
    );
    expect(first.lines.find((l) => l.msg === "mail written")?.obj).toMatchObject({
      to: "a@example.com",
      subject: "Hello",
    });
    expect(JSON.stringify(first.lines)).not.toContain("123456");
    expect(first.lines.map((l) => l.msg)).toContain("database migrated");
    // No image model configured: AI panoramas come from the sketch generator, and the log says so.
    expect(deps.panoramas.kind).toBe("sketch");
    expect(first.lines.find((l) => l.msg === "infrastructure ready")?.obj).toMatchObject({
      ai: "sketch",
    });

    // A job that fails for good is logged; closeDeps waits for the one still running.
    let started = false;
    let finished = false;
    let failed = false;
    deps.jobs.register("boom", async () => {
      failed = true;
      throw new Error("kaboom");
    });
    deps.jobs.register("slow", async () => {
      started = true;
      await sleep(200);
      finished = true;
    });
    const boom = await deps.jobs.enqueue("boom", {});
    await deps.jobs.enqueue("slow", {});
    for (let i = 0; i < 400 && !(started && failed); i++) await sleep(10);
    await closeDeps(deps);
    expect(finished).toBe(true);
    expect(first.lines.filter((l) => l.level === "error")).toEqual([
      {
        level: "error",
        obj: { job: "boom", id: boom, err: new Error("kaboom") },
        msg: "job failed for good",
      },
    ]);

    const second = recorder();
    const again = await createDeps(config, second.log, seedCatalogueFiles);
    expect(Buffer.from(again.secret)).toEqual(Buffer.from(deps.secret));
    expect(await again.files.stat("tours/t1/a.txt")).toEqual({
      bytes: 2,
      contentType: "text/plain",
      modifiedAt: expect.any(Date),
    });
    expect(await planCount(again)).toBe(seedPlans.length);
    expect(second.lines.map((l) => l.msg)).not.toContain("database migrated");
    await closeDeps(again);
  });

  it("stops at a short JWT_SECRET before opening anything", async () => {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "too-short" });
    const start = createDeps(config, recorder().log, seedCatalogueFiles);
    await expect(start).rejects.toBeInstanceOf(ConfigError);
    await expect(start).rejects.toThrow(/JWT_SECRET/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("refuses JOB_WORKERS=false without REDIS_URL, naming both, and reads it with Redis", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JOB_WORKERS: "false" })).toThrow(
      /JOB_WORKERS=false needs REDIS_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, JOB_WORKERS: "no" })).toThrow(/JOB_WORKERS/);
    const web = loadConfig({ DATA_DIR: dataDir, JOB_WORKERS: "false", REDIS_URL: "redis://r" });
    expect([web.jobWorkers, loadConfig({ DATA_DIR: dataDir }).jobWorkers]).toEqual([false, true]);
  });

  it("uses S3 and SMTP when they are configured", async () => {
    const s3 = await startS3TestServer();
    const arrived: string[] = [];
    const smtp = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      onData: (stream, session, done) => {
        stream.resume();
        stream.on("end", () => {
          arrived.push(...session.envelope.rcptTo.map((r) => r.address));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    try {
      const config = loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: s3.config.bucket,
        S3_ENDPOINT: s3.config.endpoint,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      });
      const { lines, log } = recorder();
      const deps = await createDeps(config, log, seedCatalogueFiles);
      await deps.files.put("k/v.txt", { buffer: Buffer.from("in s3") }, "text/plain");
      expect(await createS3FileStore(s3.config).stat("k/v.txt")).toEqual({
        bytes: 5,
        contentType: "text/plain",
        modifiedAt: expect.any(Date),
      });
      await deps.mail.send({ to: "ops@example.com", subject: "Hi", text: "secret link" });
      expect(arrived).toEqual(["ops@example.com"]);
      expect(lines.map((l) => l.msg)).toContain("mail sent");
      await closeDeps(deps);
      expect((await readdir(dataDir)).sort()).toEqual(["db", "secrets"]);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await s3.close();
    }
  });

  describe.runIf(process.env.DATABASE_URL)("with DATABASE_URL", () => {
    it("migrates and seeds PostgreSQL instead of PGlite", async () => {
      const url = new URL(process.env.DATABASE_URL ?? "");
      const name = `orbis_deps_${process.pid}_${randomUUID().slice(0, 8)}`;
      const admin = new Kysely<unknown>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.href, max: 1 }) }),
      });
      await sql.raw(`create database ${name}`).execute(admin);
      try {
        url.pathname = `/${name}`;
        const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url.href });
        const deps = await createDeps(config, recorder().log, seedCatalogueFiles);
        expect(deps.db.engine).toBe("postgres");
        expect(await planCount(deps)).toBe(seedPlans.length);
        await closeDeps(deps);
        // No PGlite database: only the token key and the seeded catalogue files (models, presets).
        expect(await readdir(dataDir)).toEqual(["files", "secrets"]);
      } finally {
        await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
        await admin.destroy();
      }
    });
  });

  describe.runIf(process.env.REDIS_URL)("with REDIS_URL", () => {
    it("runs jobs through BullMQ", async () => {
      const name = `deps-test-${randomUUID()}`;
      const deps = await createDeps(
        loadConfig({ DATA_DIR: dataDir, REDIS_URL: process.env.REDIS_URL }),
        recorder().log,
        seedCatalogueFiles,
      );
      const redis = new Redis(process.env.REDIS_URL ?? "");
      try {
        const { id, seen } = await roundTrip(deps, name);
        expect(seen).toBe(id);
        expect((await redis.keys(`orbis:${name}:*`)).length).toBeGreaterThan(0);
      } finally {
        await closeDeps(deps);
        const keys = await redis.keys(`orbis:${name}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });
  });
});
