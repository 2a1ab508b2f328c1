import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** SQL of the AI images the ai module owns. */
export const aiImageRepository = (db: Kysely<Database>) => ({
  /**
   * The credits `userId` spent on images requested from `since` on: every image but those
   * aborted or failed, which gave theirs back (core's `countsInAiUsage`).
   */
  usageSince: async (userId: string, since: Date): Promise<number> => {
    const row = await db
      .selectFrom("ai_images")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("usage"), eb.lit(0)).as("used"))
      .where("user_id", "=", userId)
      .where("created_at", ">=", since)
      .where("status", "not in", ["abort", "error"])
      .executeTakeFirst();
    return Number(row?.used ?? 0);
  },
});
