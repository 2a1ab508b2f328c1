import type { Language } from "@orbis/core/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** A coupon, with the user's copy of it when they hold one. */
export interface CouponRow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly discount: unknown;
  /** What it discounts, as stored (the contract's `couponScopeSchema` reads it). */
  readonly scope: {
    readonly goodsKinds: unknown;
    readonly goodsCodes: unknown;
    readonly firstOrderOnly: boolean;
  };
  readonly validDays: number | null;
  readonly expiresAt: Date | null;
  readonly held: {
    readonly downloadedAt: Date;
    readonly usedAt: Date | null;
    readonly expiresAt: Date | null;
  } | null;
}

/** A popup row in one language. */
export interface PopupRow {
  readonly couponId: string;
  readonly language: string;
  readonly title: string;
  readonly imageUrl: string | null;
  readonly description: string;
  readonly buttonTitle: string;
  readonly buttonUrl: string;
  readonly isBlank: boolean;
  readonly position: string;
}

const date = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/** SQL of coupons, the users' copies and the coupon popups. */
export const couponRepository = (db: Kysely<Database>) => {
  const withHeld = (userId: string) =>
    db
      .selectFrom("coupons")
      .leftJoin("user_coupons", (join) =>
        join
          .onRef("user_coupons.coupon_id", "=", "coupons.id")
          .on("user_coupons.user_id", "=", userId),
      )
      .select([
        "coupons.id",
        "coupons.name",
        "coupons.description",
        "coupons.discount",
        "coupons.goods_kinds",
        "coupons.goods_codes",
        "coupons.first_order_only",
        "coupons.valid_days",
        "coupons.expires_at",
        "coupons.offered",
        "user_coupons.downloaded_at",
        "user_coupons.used_at",
        "user_coupons.expires_at as held_expires_at",
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof withHeld>["execute"]>>[number];
  const toRow = (r: Row): CouponRow => ({
    id: r.id,
    name: r.name,
    description: r.description,
    discount: r.discount,
    scope: {
      goodsKinds: r.goods_kinds,
      goodsCodes: r.goods_codes,
      firstOrderOnly: r.first_order_only,
    },
    validDays: r.valid_days,
    expiresAt: date(r.expires_at),
    held:
      r.downloaded_at === null
        ? null
        : {
            downloadedAt: new Date(r.downloaded_at),
            usedAt: date(r.used_at),
            expiresAt: date(r.held_expires_at),
          },
  });

  return {
    /** Offered coupons and those the user holds, oldest campaign first. */
    listForUser: async (userId: string): Promise<CouponRow[]> =>
      (
        await withHeld(userId)
          .where((eb) =>
            eb.or([eb("coupons.offered", "=", true), eb("user_coupons.user_id", "is not", null)]),
          )
          .orderBy("coupons.created_at")
          .orderBy("coupons.id")
          .execute()
      ).map(toRow),

    /** An offered coupon by id; coded coupons are not found by id, so a code cannot be skipped. */
    findOffered: async (userId: string, couponId: string): Promise<CouponRow | undefined> => {
      const row = await withHeld(userId)
        .where("coupons.id", "=", couponId)
        .where("coupons.offered", "=", true)
        .executeTakeFirst();
      return row === undefined ? undefined : toRow(row);
    },

    /** A coupon by its (normalised, upper-case) code. */
    findByCode: async (userId: string, code: string): Promise<CouponRow | undefined> => {
      const row = await withHeld(userId).where("coupons.code", "=", code).executeTakeFirst();
      return row === undefined ? undefined : toRow(row);
    },

    /** Gives the user a copy; false when they already had one (a racing download lost). */
    claim: async (claim: {
      userId: string;
      couponId: string;
      now: Date;
      expiresAt: Date | null;
    }): Promise<boolean> =>
      (await db
        .insertInto("user_coupons")
        .values({
          user_id: claim.userId,
          coupon_id: claim.couponId,
          downloaded_at: claim.now,
          used_at: null,
          expires_at: claim.expiresAt,
        })
        .onConflict((oc) => oc.columns(["user_id", "coupon_id"]).doNothing())
        .returning("coupon_id")
        .executeTakeFirst()) !== undefined,

    /**
     * Popups of a trigger in `language` and Korean, for running coupons the user does not hold;
     * the caller picks one language per coupon.
     */
    popups: async (
      userId: string,
      triggerType: number,
      language: Language,
      now: Date,
    ): Promise<PopupRow[]> =>
      (
        await db
          .selectFrom("coupon_popups")
          .innerJoin("coupons", "coupons.id", "coupon_popups.coupon_id")
          .select([
            "coupon_popups.coupon_id",
            "coupon_popups.language",
            "coupon_popups.title",
            "coupon_popups.image_url",
            "coupon_popups.description",
            "coupon_popups.button_title",
            "coupon_popups.button_url",
            "coupon_popups.is_blank",
            "coupon_popups.position",
          ])
          .where("coupon_popups.trigger_type", "=", triggerType)
          .where("coupon_popups.language", "in", [language, "ko"])
          .where((eb) =>
            eb.or([eb("coupons.expires_at", "is", null), eb("coupons.expires_at", ">", now)]),
          )
          .where((eb) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom("user_coupons")
                  .select("user_coupons.coupon_id")
                  .whereRef("user_coupons.coupon_id", "=", "coupons.id")
                  .where("user_coupons.user_id", "=", userId),
              ),
            ),
          )
          .orderBy("coupon_popups.sort_order")
          .orderBy("coupon_popups.coupon_id")
          .execute()
      ).map((r) => ({
        couponId: r.coupon_id,
        language: r.language,
        title: r.title,
        imageUrl: r.image_url,
        description: r.description,
        buttonTitle: r.button_title,
        buttonUrl: r.button_url,
        isBlank: r.is_blank,
        position: r.position,
      })),
  };
};
