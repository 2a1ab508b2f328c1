import { AI_USAGE_STATUSES } from "@orbis/core/ai";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** SQL of the AI images the ai module owns. */
export const aiImageRepository = (db: Kysely<Database>) => ({
  /**
   * The credits `userId` spent on images requested from `since` on: those of the statuses that
   * count (core's `AI_USAGE_STATUSES`); an aborted or failed image gave its credits back.
   */
  usageSince: async (userId: string, since: Date): Promise<number> => {
    const row = await db
      .selectFrom("ai_images")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("usage"), eb.lit(0)).as("used"))
      .where("user_id", "=", userId)
      .where("created_at", ">=", since)
      .where("status", "in", AI_USAGE_STATUSES)
      .executeTakeFirst();
    return Number(row?.used ?? 0);
  },
});
