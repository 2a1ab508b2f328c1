import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/** A job as the queues read it back from its row. */
export interface StoredJob {
  readonly id: string;
  readonly name: string;
  readonly data: unknown;
  readonly attemptsLeft: number;
}

const nextPosition = sql<string>`nextval('jobs_position')`;

const storedJob = (row: {
  id: string;
  name: string;
  data: unknown;
  attempts_left: number;
}): StoredJob => ({ id: row.id, name: row.name, data: row.data, attemptsLeft: row.attempts_left });

/** The message of whatever a handler threw, for the failed row. */
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** SQL of the `jobs` table (migration 0005), the outbox both queues run from. */
export const jobRepository = (db: Kysely<Database>) => ({
  /**
   * Writes a job unless one with its id is queued or running (that one stands); a job that
   * failed for good under the same id is queued again. Runs in `db`, which may be a transaction.
   */
  add: async (job: { id: string; name: string; data: unknown; attempts: number }) => {
    const fresh = {
      name: job.name,
      data: JSON.stringify(job.data ?? null),
      attempts_left: job.attempts,
    };
    await db
      .insertInto("jobs")
      .values({ id: job.id, ...fresh })
      .onConflict((oc) =>
        oc
          .column("id")
          .doUpdateSet({
            ...fresh,
            state: "queued",
            error: null,
            position: nextPosition,
            updated_at: sql`now()`,
          })
          .where("jobs.state", "=", "failed"),
      )
      .execute();
  },

  /**
   * Takes the oldest queued job of a kind and marks it running. `skip locked` lets several
   * processes take jobs from one PostgreSQL without taking the same one.
   */
  claim: async (name: string): Promise<StoredJob | undefined> => {
    const row = await db
      .updateTable("jobs")
      .set({ state: "running", updated_at: sql`now()` })
      .where(
        "id",
        "=",
        db
          .selectFrom("jobs")
          .select("id")
          .where("name", "=", name)
          .where("state", "=", "queued")
          .orderBy("position")
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning(["id", "name", "data", "attempts_left"])
      .executeTakeFirst();
    return row === undefined ? undefined : storedJob(row);
  },

  /** Puts a taken job back, untried (the queue closed before it ran). */
  release: async (id: string) => {
    await db
      .updateTable("jobs")
      .set({ state: "queued", updated_at: sql`now()` })
      .where("id", "=", id)
      .where("state", "=", "running")
      .execute();
  },

  /** A job that succeeded: nothing is left to know about it. */
  finish: async (id: string) => {
    await db.deleteFrom("jobs").where("id", "=", id).execute();
  },

  /**
   * Counts a failed attempt: the job waits again behind the others while it has attempts left,
   * else it is marked failed. Answers whether it failed for good.
   */
  failAttempt: async (id: string, error: unknown): Promise<boolean> => {
    const row = await db
      .updateTable("jobs")
      .set({
        attempts_left: sql`greatest(attempts_left - 1, 0)`,
        state: sql`case when attempts_left > 1 then 'queued' else 'failed' end`,
        position: nextPosition,
        error: messageOf(error),
        updated_at: sql`now()`,
      })
      .where("id", "=", id)
      .returning("state")
      .executeTakeFirst();
    return row?.state !== "queued";
  },

  /** Marks a job failed for good (BullMQ counts the attempts itself). */
  fail: async (id: string, error: unknown) => {
    await db
      .updateTable("jobs")
      .set({ state: "failed", attempts_left: 0, error: messageOf(error), updated_at: sql`now()` })
      .where("id", "=", id)
      .execute();
  },

  /**
   * Queues again the jobs a process left running when it died (or was killed): their work is
   * idempotent, so they simply run again.
   */
  requeueRunning: async () => {
    await db
      .updateTable("jobs")
      .set({ state: "queued", updated_at: sql`now()` })
      .where("state", "=", "running")
      .execute();
  },

  /** How many jobs wait. */
  countQueued: async (): Promise<number> => {
    const row = await db
      .selectFrom("jobs")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("state", "=", "queued")
      .executeTakeFirstOrThrow();
    return row.n;
  },

  /** The queued jobs, oldest first; only those of `ids` when given. */
  queued: async (ids?: readonly string[]): Promise<StoredJob[]> => {
    if (ids !== undefined && ids.length === 0) return [];
    let query = db
      .selectFrom("jobs")
      .select(["id", "name", "data", "attempts_left"])
      .where("state", "=", "queued");
    if (ids !== undefined) query = query.where("id", "in", [...ids]);
    return (await query.orderBy("position").execute()).map(storedJob);
  },
});
