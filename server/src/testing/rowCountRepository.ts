import type { Kysely } from "kysely";
import type { Database } from "../infra/db/schema";

/**
 * How many rows a table holds: the tests' proof that a refused call wrote nothing. Test code
 * only; the modules' own code never imports it.
 */
export const rowCountRepository = (db: Kysely<Database>) => ({
  count: async (table: keyof Database): Promise<number> => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
});
