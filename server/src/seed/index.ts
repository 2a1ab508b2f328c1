import { toMinor } from "@orbis/core/payments";
import type { Kysely } from "kysely";
import type { Database } from "../infra/db/schema";
import { seedCoupons } from "./coupons";
import { seedGoods } from "./goods";
import { seedPlans } from "./plans";
import { seedRepository } from "./seedRepository";
import { seedTerms } from "./terms";

/**
 * Writes the catalogue rows every Orbis needs: plans, the goods that price them, terms, and coupons with their popups.
 * Idempotent: a rerun updates the rows to the shipped values and adds new ones, never touching
 * what users made.
 */
export const seedCatalogue = async (db: Kysely<Database>): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    const seed = seedRepository(trx);
    for (const [order, plan] of seedPlans.entries()) {
      const row = {
        type: plan.type,
        name: plan.name,
        kind: plan.kind,
        constraints: JSON.stringify(plan.constraints),
        sort_order: order,
      };
      await seed.upsertPlan(plan.id, row);
    }
    for (const [order, goods] of seedGoods.entries()) {
      await seed.upsertGoods(goods.code, {
        kind: goods.kind,
        name: goods.name,
        plan_id: goods.planId,
        period_unit: goods.periodUnit,
        period_count: goods.periodCount,
        // Stored in minor units, the way the money path counts.
        prices: JSON.stringify({
          KRW: toMinor(goods.prices.KRW, "KRW"),
          USD: toMinor(goods.prices.USD, "USD"),
        }),
        storage_bytes: goods.storageBytes ?? null,
        licence_count: goods.licenceCount ?? null,
        sort_order: order,
      });
    }
    for (const [order, term] of seedTerms.entries()) {
      const row = {
        service_id: term.serviceId,
        is_optional: term.isOptional,
        href: term.href,
        sort_order: order,
      };
      await seed.upsertTerms(term.id, row);
      for (const [language, text] of Object.entries(term.texts)) {
        await seed.upsertTermsText(term.id, language, text);
      }
    }
    await seedCouponRows(trx);
  });
};

/** Coupons and their popups; a popup's id names its coupon, trigger and language. */
const seedCouponRows = async (trx: Kysely<Database>): Promise<void> => {
  const seed = seedRepository(trx);
  for (const coupon of seedCoupons) {
    const row = {
      code: coupon.code,
      name: coupon.name,
      description: coupon.description,
      discount: JSON.stringify(coupon.discount),
      goods_kinds:
        coupon.scope.goodsKinds === null ? null : JSON.stringify(coupon.scope.goodsKinds),
      goods_codes:
        coupon.scope.goodsCodes === null ? null : JSON.stringify(coupon.scope.goodsCodes),
      first_order_only: coupon.scope.firstOrderOnly,
      offered: coupon.offered,
      valid_days: coupon.validDays,
      expires_at: coupon.expiresAt === null ? null : new Date(coupon.expiresAt),
    };
    await seed.upsertCoupon(coupon.id, row);
    for (const [order, popup] of coupon.popups.entries()) {
      for (const [language, text] of Object.entries(popup.texts)) {
        const popupRow = {
          coupon_id: coupon.id,
          trigger_type: popup.triggerType,
          language,
          title: text.title,
          image_url: popup.imageUrl,
          description: text.description,
          button_title: text.buttonTitle,
          button_url: popup.buttonUrl,
          is_blank: popup.isBlank,
          position: popup.position,
          sort_order: order,
        };
        await seed.upsertCouponPopup(
          `${coupon.id}-${popup.triggerType}-${order}-${language}`,
          popupRow,
        );
      }
    }
  }
};
