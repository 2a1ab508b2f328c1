import { sql } from "kysely";
import type { Db } from "../infra/db/database";
import { connectAgain } from "./testDb";

/** A storm under way; `stop` ends it and answers how many times every connection was cut. */
export interface ConnectionStorm {
  readonly stop: () => Promise<number>;
}

/**
 * Cuts every other connection to a PostgreSQL test database every `everyMs`, from a pool of its
 * own, as a restart or a failover does to a server's pool: what was in flight fails, and the
 * pools must connect again by themselves.
 */
export const startConnectionStorm = async (db: Db, everyMs = 15): Promise<ConnectionStorm> => {
  if (db.engine !== "postgres")
    throw new Error("only a PostgreSQL database has connections to cut");
  const cutter = await connectAgain(db);
  let storming = true;
  let cuts = 0;
  const storm = (async () => {
    while (storming) {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`
        .execute(cutter.kysely)
        .then(
          () => cuts++,
          () => {},
        );
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    stop: async () => {
      storming = false;
      await storm;
      await cutter.close();
      return cuts;
    },
  };
};
