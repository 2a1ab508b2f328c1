import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** A coupon the user holds, with its discount and scope as stored. */
export interface HeldCouponRow {
  readonly couponId: string;
  readonly discount: unknown;
  readonly scope: {
    readonly goodsKinds: unknown;
    readonly goodsCodes: unknown;
    readonly firstOrderOnly: boolean;
  };
  readonly usedAt: Date | null;
  readonly expiresAt: Date | null;
}

/**
 * SQL of what a payment delivers besides plans (those change through entitlements'
 * `planChanges`): student licences and the coupon it spends. Run inside the transaction that
 * marks the payment delivered, so an item exists exactly when its payment says COMPLETE.
 */
export const provisionRepository = (db: Kysely<Database>) => ({
  /** Creates unused student licences for their buyer. */
  addLicences: async (
    ownerId: string,
    merchantUid: string,
    goodsCode: string,
    months: number,
    count: number,
    now: Date,
  ): Promise<void> => {
    const rows = Array.from({ length: count }, () => ({
      id: randomUUID(),
      owner_id: ownerId,
      merchant_uid: merchantUid,
      goods_code: goodsCode,
      months,
      created_at: now,
    }));
    if (rows.length > 0) await db.insertInto("licences").values(rows).execute();
  },

  /** Takes back the licences a refunded payment bought, unless one was delivered already. */
  removeLicences: async (merchantUid: string): Promise<number> => {
    const removed = await db
      .deleteFrom("licences")
      .where("merchant_uid", "=", merchantUid)
      .where("holder_id", "is", null)
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  },

  /** How many of a payment's licences were delivered to students. */
  deliveredLicences: async (merchantUid: string): Promise<number> => {
    const row = await db
      .selectFrom("licences")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("merchant_uid", "=", merchantUid)
      .where("holder_id", "is not", null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** How many licences of each of these payments went to students (payments with none left out). */
  deliveredLicencesOf: async (merchantUids: readonly string[]): Promise<Map<string, number>> => {
    if (merchantUids.length === 0) return new Map();
    const rows = await db
      .selectFrom("licences")
      .select((eb) => ["merchant_uid", eb.fn.countAll<string>().as("n")])
      .where("merchant_uid", "in", merchantUids)
      .where("holder_id", "is not", null)
      .groupBy("merchant_uid")
      .execute();
    return new Map(rows.map((row) => [row.merchant_uid, Number(row.n)]));
  },

  /** The user's copy of a coupon, or undefined when they do not hold it. */
  heldCoupon: async (userId: string, couponId: string): Promise<HeldCouponRow | undefined> => {
    const row = await db
      .selectFrom("user_coupons")
      .innerJoin("coupons", "coupons.id", "user_coupons.coupon_id")
      .select([
        "user_coupons.coupon_id",
        "coupons.discount",
        "coupons.goods_kinds",
        "coupons.goods_codes",
        "coupons.first_order_only",
        "user_coupons.used_at",
        "user_coupons.expires_at",
      ])
      .where("user_coupons.user_id", "=", userId)
      .where("user_coupons.coupon_id", "=", couponId)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      couponId: row.coupon_id,
      discount: row.discount,
      scope: {
        goodsKinds: row.goods_kinds,
        goodsCodes: row.goods_codes,
        firstOrderOnly: row.first_order_only,
      },
      usedAt: row.used_at === null ? null : new Date(row.used_at),
      expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    };
  },

  /** Spends a held coupon; false when it was spent already (by another payment). */
  spendCoupon: async (userId: string, couponId: string, now: Date): Promise<boolean> => {
    const spent = await db
      .updateTable("user_coupons")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("coupon_id", "=", couponId)
      .where("used_at", "is", null)
      .returning("coupon_id")
      .executeTakeFirst();
    return spent !== undefined;
  },

  /** Gives a spent coupon back (its payment was refunded). */
  restoreCoupon: async (userId: string, couponId: string): Promise<void> => {
    await db
      .updateTable("user_coupons")
      .set({ used_at: null })
      .where("user_id", "=", userId)
      .where("coupon_id", "=", couponId)
      .execute();
  },

  /** The buyer's name and address as the identity service knows them. */
  buyer: (userId: string) =>
    db
      .selectFrom("users")
      .select(["email", "name", "nickname"])
      .where("id", "=", userId)
      .executeTakeFirst(),
});
