import { type GoodsItem, routes } from "@orbis/core/contract";
import { fromMinor, type Goods } from "@orbis/core/payments";
import type { Deps } from "../../deps";
import { type RouteHost, registerRoute } from "../../http/registerRoute";
import { goodsRepository } from "./goodsRepository";

/** A product as buyers see it: prices in won and dollars. */
const goodsView = (goods: Goods): GoodsItem => ({
  code: goods.code,
  kind: goods.kind,
  name: goods.name,
  planId: goods.planId,
  periodUnit: goods.periodUnit,
  periodCount: goods.periodCount,
  prices: {
    ...(goods.pricesMinor.KRW === undefined
      ? {}
      : { KRW: fromMinor(goods.pricesMinor.KRW, "KRW") }),
    ...(goods.pricesMinor.USD === undefined
      ? {}
      : { USD: fromMinor(goods.pricesMinor.USD, "USD") }),
  },
  storageBytes: goods.storageBytes,
  licenceCount: goods.licenceCount,
});

/** The price list, open to anyone (the pricing page shows it before sign-in). */
export const registerGoodsHandlers = (host: RouteHost, deps: Deps): void => {
  registerRoute(host, routes.getGoods, async (ctx) => {
    ctx.reply.header("cache-control", "public, max-age=300");
    return (await goodsRepository(deps.db.kysely).list()).map(goodsView);
  });
};
