import { routes } from "@orbis/core/contract";
import { couponClaimRefusal, couponExpiresAt, normaliseCouponCode } from "@orbis/core/coupons";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { pickLocalised } from "@orbis/core/i18n";
import type { Deps } from "../../deps";
import { requestLanguage } from "../../http/language";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { couponRepository } from "./couponRepository";
import { couponView, popupView } from "./views";

/** Coupons offered to and held by the user, downloads and the coupon popups (docs/product/calls.md, v3). */
export const registerCouponHandlers = (host: RouteHost, deps: Deps): void => {
  const coupons = couponRepository(deps.db.kysely);

  registerRoute(host, routes.getDownloadableCoupons, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const now = deps.clock();
    const rows = await coupons.listForUser(userId);
    // An offered coupon whose campaign ended can no longer be downloaded, so it is not offered.
    const listed = rows.filter(
      (r) =>
        r.held !== null ||
        couponClaimRefusal({ held: false, couponExpiresAt: r.expiresAt }, now) === null,
    );
    return listed.map((r) => couponView(r, now));
  });

  registerRoute(host, routes.downloadCoupon, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const { couponId, couponCode } = ctx.body;
    const coupon =
      couponId !== undefined
        ? await coupons.findOffered(userId, couponId)
        : await coupons.findByCode(userId, normaliseCouponCode(couponCode ?? ""));
    if (coupon === undefined)
      throw new AppError(ErrorCode.notFound, { message: "There is no such coupon" });
    const now = deps.clock();
    const refusal = couponClaimRefusal(
      { held: coupon.held !== null, couponExpiresAt: coupon.expiresAt },
      now,
    );
    const alreadyHeld = () =>
      new AppError(ErrorCode.conflict, { message: "You already have this coupon" });
    if (refusal === "held") throw alreadyHeld();
    if (refusal === "expired") {
      throw new AppError(ErrorCode.badRequest, {
        message: `This coupon expired on ${coupon.expiresAt?.toISOString().slice(0, 10)} and can no longer be downloaded`,
      });
    }
    const expiresAt = couponExpiresAt(coupon, now);
    if (!(await coupons.claim({ userId, couponId: coupon.id, now, expiresAt })))
      throw alreadyHeld();
    return couponView({ ...coupon, held: { downloadedAt: now, usedAt: null, expiresAt } }, now);
  });

  registerRoute(host, routes.getCouponPopups, async (ctx) => {
    const { userId } = asUser(ctx.principal);
    const language = requestLanguage(ctx.request);
    const rows = await coupons.popups(userId, ctx.query.triggerType, language, deps.clock());
    const list = pickLocalised(rows, language, (r) => r.couponId).map(popupView);
    return { list };
  });
};
