// Bundled by `npm run bench load` (scripts/bench/load.mjs) as tsup bundles the server: the
// anchor for `GET /api/v1/tours/{id}`, the same SQL as Orbis's handler on bare Fastify. The
// session row is looked up, the tour's access checked and its document read with the server's
// own functions; no token signature, validation, serializer, security headers, hooks or logs.
// Run as its own process: `node tourReadEntry.js <dataDir> <port> <sessionId> <userId>` (or with
// DATABASE_URL set), prints "ready" once it listens.
import Fastify from "fastify";
import { dbLocationOf, openDb } from "../../../server/src/infra/db/database";
import { sessionRepository } from "../../../server/src/modules/identity";
import { requireTour } from "../../../server/src/modules/projects";
import { tourDocument } from "../../../server/src/modules/tours";

const [dataDir = "", port = "0", sessionId = "", userId = ""] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await openDb(dbLocationOf({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) }));
const sessions = sessionRepository(db.kysely);
const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>("/api/v1/tours/:id", async (request) => {
  const session = await sessions.findSession(sessionId);
  if (session === undefined) throw new Error("the bench session is gone");
  await requireTour(db.kysely, request.params.id, userId, "view");
  return { code: 0, data: await tourDocument(db.kysely, request.params.id) };
});
await app.listen({ port: Number(port), host: "127.0.0.1" });
console.log("ready");
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
