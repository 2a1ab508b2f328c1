import type { StorageInfo } from "@orbis/core/contract";
import { type HeldPlans, shownStorageQuota } from "@orbis/core/plans";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { boughtStorage } from "../payments";
import { accountRepository } from "./accountRepository";
import { heldPlans } from "./views";

/** The plans an account holds now and its storage figures. */
export interface StorageUsage {
  /** The held plans (null where none, or its term ended: docs/product/roles.md), with bought storage. */
  readonly held: HeldPlans;
  /** What `GET /project/storage/usage` answers. */
  readonly storage: StorageInfo;
}

/**
 * The account's storage against its plans' quotas, and the plans that set them; undefined when
 * the user has no main API account. The storage-usage call and the usage screen both answer it.
 */
export const storageUsage = async (
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<StorageUsage | undefined> => {
  const found = await accountRepository(db).findWithPlans(userId);
  if (found === undefined) return undefined;
  const { account } = found;
  const held = {
    ...heldPlans(found, now),
    extraStorageBytes: await boughtStorage(db, userId, now),
  };
  return {
    held,
    storage: {
      planStorageSize: shownStorageQuota(held, "storageBytes"),
      // bigint columns arrive as strings from pg.
      usageStorageSize: Number(account.storage_used_bytes),
      hostingPlanStorageSize: shownStorageQuota(held, "hostingStorageBytes"),
      hostingUsageStorageSize: Number(account.hosting_used_bytes),
    },
  };
};
