import { pino } from "pino";
import { buildApp, REDACT } from "./app";
import { ConfigError, loadConfig } from "./config";
import { closeDeps, createDeps } from "./infra/createDeps";
import { markDataDirInUse } from "./infra/dataDirInUse";
import { seedCatalogueFiles } from "./modules/models";
import { startOrphanSweep } from "./modules/storage";

/*
 * `npm start`: one Orbis server on embedded defaults (or the services the environment names).
 * Ctrl-C (or SIGTERM) stops taking requests, lets running ones and the running jobs finish, then
 * closes the database; queued jobs stay in it and run at the next start, so a stop with a backlog
 * is quick and loses nothing. With Redis, a running job that can stop (tiling) is handed back to
 * the queue instead, for another process. A second Ctrl-C stops at once (the next start runs the
 * cut job again and removes its temp files).
 */

const main = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel, redact: REDACT });
  const started = Date.now();
  const deps = await createDeps(config, logger, seedCatalogueFiles);
  // Backup and restore refuse a data folder a server is using (docs/operations.md).
  const releaseDataDir = await markDataDirInUse(config.dataDir);
  const app = await buildApp(deps, { logger });
  // A process without job workers only queues jobs: the others (on the same Redis) run them.
  if (config.jobWorkers) await deps.jobs.start();
  // Once per installation: files earlier account deletions left behind (see orphanSweep.ts).
  const sweep = startOrphanSweep(deps, logger);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn("second stop signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    console.log(
      `\nOrbis: stopping (${signal}), finishing requests and running jobs (queued ones wait for the next start)…`,
    );
    // Jobs stop while requests in flight finish: on BullMQ those that can stop are handed back
    // at once, so another process takes them now rather than after this one's lock expires.
    await Promise.all([app.close(), deps.jobs.close()]);
    await sweep.stop();
    await closeDeps(deps);
    await releaseDataDir();
    console.log("Orbis stopped cleanly.");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where = [
    `database ${deps.db.engine}${config.databaseUrl ? "" : ` (${config.dataDir}/db)`}`,
    `files ${config.s3 ? `s3://${config.s3.bucket}` : `${config.dataDir}/files`}`,
    `jobs ${config.redisUrl ? "redis" : "in-process"}`,
    `mail ${config.smtpUrl ? "smtp" : `${config.dataDir}/mail`}`,
    // Said plainly: the embedded generator paints sketches, and nobody should take them for a model's.
    `AI images ${deps.panoramas.kind === "sketch" ? "sketch generator (no model)" : config.aiImages.api}`,
  ];
  // Printed, not only logged: this is the line a person starting Orbis looks for.
  console.log(
    `\nOrbis is running at ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs)`,
  );
  console.log(
    `  ${where.join(" · ")}  ·  ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n  Press Ctrl-C to stop.\n`,
  );
};

main().catch((error: unknown) => {
  console.error("Orbis could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
