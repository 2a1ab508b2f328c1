import type { Insertable, Kysely } from "kysely";
import type {
  CouponPopupsTable,
  CouponsTable,
  Database,
  GoodsTable,
  PlansTable,
  TermsTable,
  TermsTextsTable,
} from "../infra/db/schema";

type Row<T> = Omit<Insertable<T>, "id">;
type TermsText = Omit<Insertable<TermsTextsTable>, "terms_id" | "language">;

/**
 * SQL of the shipped catalogue rows: each write inserts the row or, when its id is taken,
 * brings it back to the shipped values (a rerun of the seed is harmless).
 */
export const seedRepository = (db: Kysely<Database>) => ({
  upsertPlan: async (id: string, row: Row<PlansTable>): Promise<void> => {
    await db
      .insertInto("plans")
      .values({ id, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },

  upsertGoods: async (code: string, row: Omit<Insertable<GoodsTable>, "code">): Promise<void> => {
    await db
      .insertInto("goods")
      .values({ code, ...row })
      .onConflict((oc) => oc.column("code").doUpdateSet(row))
      .execute();
  },

  upsertTerms: async (id: string, row: Row<TermsTable>): Promise<void> => {
    await db
      .insertInto("terms")
      .values({ id, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },

  upsertTermsText: async (termsId: string, language: string, text: TermsText): Promise<void> => {
    await db
      .insertInto("terms_texts")
      .values({ terms_id: termsId, language, ...text })
      .onConflict((oc) => oc.columns(["terms_id", "language"]).doUpdateSet(text))
      .execute();
  },

  upsertCoupon: async (id: string, row: Row<CouponsTable>): Promise<void> => {
    await db
      .insertInto("coupons")
      .values({ id, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },

  upsertCouponPopup: async (id: string, row: Row<CouponPopupsTable>): Promise<void> => {
    await db
      .insertInto("coupon_popups")
      .values({ id, ...row })
      .onConflict((oc) => oc.column("id").doUpdateSet(row))
      .execute();
  },
});
