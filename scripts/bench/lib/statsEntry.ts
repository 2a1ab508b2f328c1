// Bundled by `npm run bench stats` (scripts/bench/stats.mjs) as tsup bundles the server: the
// real app in this process on a PGlite file database, and the statistics parts it measures.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../../server/src/app";
import { loadConfig } from "../../../server/src/config";
import type { Deps } from "../../../server/src/deps";
import { createSketchGenerator } from "../../../server/src/infra/ai/sketchGenerator";
import { openDb } from "../../../server/src/infra/db/database";
import { migrateToLatest } from "../../../server/src/infra/db/migrate";
import { createLocalFileStore } from "../../../server/src/infra/files/localFileStore";
import { createInProcessQueue } from "../../../server/src/infra/jobs/inProcessQueue";
import { createFileMailer } from "../../../server/src/infra/mail/fileMailer";
import { createLocalSpeechEngine } from "../../../server/src/infra/speech/localSpeechEngine";
import { statisticsOf } from "../../../server/src/modules/publishing/statistics/visitStatistics";
import { seedCatalogue } from "../../../server/src/seed";
import { apiFor } from "../../../server/src/testing/apiClient";
import type { TestApp } from "../../../server/src/testing/testApp";
import { createProject, createTour, insertScene } from "../../../server/src/testing/tours";
import { createTestUser } from "../../../server/src/testing/users";

/** A server in this process with a PRO account and one published tour. */
export const startBenchApp = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), "orbis-bench-stats-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT: "false" });
  const db = await openDb({ kind: "pglite", dir: join(dataDir, "db") });
  await migrateToLatest(db.kysely);
  await seedCatalogue(db.kysely);
  const deps: Deps = {
    config,
    db,
    files: createLocalFileStore(join(dataDir, "files")),
    jobs: createInProcessQueue(db.kysely, { onFailure: () => {} }),
    mail: createFileMailer(join(dataDir, "mail"), config.mailFrom, () => {}),
    clock: () => new Date(),
    secret: randomBytes(32),
    speech: createLocalSpeechEngine(),
    panoramas: createSketchGenerator(),
    fetch: globalThis.fetch,
  };
  const app = await buildApp(deps);
  await app.ready();
  const close = async () => {
    await app.close();
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const t = {
    app,
    deps,
    advance: () => {},
    mailsTo: async () => [],
    call: async (options) => {
      const response = await app.inject(options);
      return Object.assign(response, { json: () => JSON.parse(response.body) as unknown });
    },
    close,
  } as TestApp;
  const user = await createTestUser(t, { planId: "pro" });
  const api = apiFor(t, user);
  const projectId = (await createProject(t, user)).id;
  const tourId = (await createTour(t, user, projectId, "Bench")).id;
  await insertScene(t, tourId, { title: "Hall" });
  const { slug } = await api.publishTour({ params: { id: tourId }, body: {} });
  const statistics = statisticsOf(deps);
  if (statistics === undefined) throw new Error("no statistics on the app");
  return { t, api, tourId, slug, statistics, db: db.kysely, close };
};
