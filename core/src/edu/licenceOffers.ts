import { type LicenceDuration, licenceDurationSchema } from "../contract/entities/licence";
import type { GoodsItem } from "../contract/entities/payment";
import type { Currency } from "../contract/enums";

/** Student licences an instructor can buy at once: one, or a pack. */
export interface LicenceOffer {
  readonly goodsCode: string;
  readonly name: string;
  /** How long each licence runs once delivered to a student. */
  readonly durationMonths: LicenceDuration;
  /** How many licences one purchase adds. */
  readonly licenceCount: number;
  /** The price of the whole purchase in the currency asked for (major units). */
  readonly price: number;
}

/**
 * The student licences on sale in `currency`: the price list's LICENCE goods whose term is a
 * licence duration (1, 2 or 3 months), shortest first and the single licence before its pack,
 * so the buyer reads each duration's choices side by side. Goods without a price in the
 * currency, or with a term no licence has, are not offered: they could not be bought or
 * delivered.
 */
export const licenceOffers = (goods: readonly GoodsItem[], currency: Currency): LicenceOffer[] =>
  goods
    .flatMap((item) => {
      const price = item.prices[currency];
      const months = licenceDurationSchema.safeParse(item.periodCount);
      if (
        item.kind !== "LICENCE" ||
        item.periodUnit !== "MONTH" ||
        !months.success ||
        price === undefined
      )
        return [];
      return [
        {
          goodsCode: item.code,
          name: item.name,
          durationMonths: months.data,
          licenceCount: item.licenceCount ?? 1,
          price,
        },
      ];
    })
    .sort((a, b) => a.durationMonths - b.durationMonths || a.licenceCount - b.licenceCount);
