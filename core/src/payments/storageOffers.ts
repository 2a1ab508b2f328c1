import type { GoodsItem } from "../contract/entities/payment";
import type { Currency } from "../contract/enums";

/** Extra storage the buyer can add to the plan's, bought once for its period. */
export interface StorageOffer {
  readonly goodsCode: string;
  readonly name: string;
  readonly storageBytes: number;
  readonly periodUnit: GoodsItem["periodUnit"];
  readonly periodCount: number;
  /** Its price in the currency asked for (major units). */
  readonly price: number;
}

/**
 * The storage options on sale in `currency` (the price list's OPTION goods that add storage),
 * smallest period first, then smallest size: a short pass is the cheapest way past a full
 * storage. Options without a price in the currency are not offered.
 */
export const storageOffers = (goods: readonly GoodsItem[], currency: Currency): StorageOffer[] => {
  const periodDays = { DAY: 1, MONTH: 30, YEAR: 365 } as const;
  return goods
    .flatMap((item) => {
      const price = item.prices[currency];
      if (item.kind !== "OPTION" || item.storageBytes === null || price === undefined) return [];
      return [
        {
          goodsCode: item.code,
          name: item.name,
          storageBytes: item.storageBytes,
          periodUnit: item.periodUnit,
          periodCount: item.periodCount,
          price,
        },
      ];
    })
    .sort(
      (a, b) =>
        periodDays[a.periodUnit] * a.periodCount - periodDays[b.periodUnit] * b.periodCount ||
        a.storageBytes - b.storageBytes,
    );
};
