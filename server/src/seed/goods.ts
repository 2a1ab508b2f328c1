import {
  LICENCE_PACK,
  type ListPrices,
  licencePackPrices,
  yearlyPrices,
} from "@orbis/core/payments";

/** A seeded product of the price list: what can be bought, for how long, at which prices. */
export interface SeedGoods {
  readonly code: string;
  readonly kind: "PLAN-PRICING" | "HOSTING" | "OPTION" | "LICENCE";
  readonly name: string;
  /** The plan or hosting tier it gives, for plan and hosting goods. */
  readonly planId: string | null;
  readonly periodUnit: "DAY" | "MONTH" | "YEAR";
  readonly periodCount: number;
  /** In major units: whole won, dollars. */
  readonly prices: ListPrices;
  /** Storage an option adds on top of the plan's. */
  readonly storageBytes?: number;
  /** How many student licences one purchase delivers. */
  readonly licenceCount?: number;
}

const GiB = 1024 ** 3;

/** Monthly and yearly goods of a plan or hosting tier: a year costs core's `yearlyPrices`. */
const periodic = (
  code: string,
  kind: "PLAN-PRICING" | "HOSTING",
  planId: string,
  name: string,
  month: ListPrices,
): SeedGoods[] => [
  {
    code: `${code}-MONTH`,
    kind,
    planId,
    name: `${name} (monthly)`,
    periodUnit: "MONTH",
    periodCount: 1,
    prices: month,
  },
  {
    code: `${code}-YEAR`,
    kind,
    planId,
    name: `${name} (yearly)`,
    periodUnit: "YEAR",
    periodCount: 1,
    prices: yearlyPrices(month),
  },
];

/** Student licences for `months` months: one, or a bulk pack at core's `licencePackPrices`. */
const licences = (months: number, single: ListPrices) => {
  const plural = months === 1 ? "month" : "months";
  return [
    {
      code: `LICENCE-${months}M`,
      kind: "LICENCE",
      planId: null,
      name: `Student licence, ${months} ${plural}`,
      periodUnit: "MONTH",
      periodCount: months,
      prices: single,
      licenceCount: 1,
    },
    {
      code: `LICENCE-${months}M-BULK`,
      kind: "LICENCE",
      planId: null,
      name: `Student licences, ${months} ${plural}, pack of ${LICENCE_PACK.size}`,
      periodUnit: "MONTH",
      periodCount: months,
      prices: licencePackPrices(single),
      licenceCount: LICENCE_PACK.size,
    },
  ] as const satisfies readonly SeedGoods[];
};

/**
 * The price list (docs/product/overview.md, docs/product/entities.md): plans PRO, BUSINESS and EDU (school admin and certified
 * instructor) monthly and yearly, hosting BASIC and STANDARD, extra storage, and instructor
 * student licences. ENTERPRISE has no goods: it stays "contact us". FREE tiers cost nothing and
 * are not sold. The pricing page and `GET /api/v3/plans` read these rows.
 */
export const seedGoods: readonly SeedGoods[] = [
  ...periodic("PLAN-PRO", "PLAN-PRICING", "pro", "Pro", { KRW: 19_900, USD: 15 }),
  ...periodic("PLAN-BUSINESS", "PLAN-PRICING", "business", "Business", { KRW: 99_000, USD: 79 }),
  ...periodic("PLAN-EDU-ADMIN", "PLAN-PRICING", "edu-admin", "Education (school admin)", {
    KRW: 49_000,
    USD: 39,
  }),
  ...periodic(
    "PLAN-EDU-INSTRUCTOR",
    "PLAN-PRICING",
    "edu-instructor",
    "Education (certified instructor)",
    { KRW: 79_000, USD: 59 },
  ),
  ...periodic("HOSTING-BASIC", "HOSTING", "hosting-basic", "Hosting Basic", { KRW: 9_900, USD: 8 }),
  ...periodic("HOSTING-STANDARD", "HOSTING", "hosting-standard", "Hosting Standard", {
    KRW: 29_000,
    USD: 24,
  }),
  {
    code: "STORAGE-100GB-MONTH",
    kind: "OPTION",
    planId: null,
    name: "Extra storage 100 GB (monthly)",
    periodUnit: "MONTH",
    periodCount: 1,
    prices: { KRW: 5_500, USD: 4.5 },
    storageBytes: 100 * GiB,
  },
  {
    code: "STORAGE-1TB-MONTH",
    kind: "OPTION",
    planId: null,
    name: "Extra storage 1 TB (monthly)",
    periodUnit: "MONTH",
    periodCount: 1,
    prices: { KRW: 44_000, USD: 35 },
    storageBytes: 1024 * GiB,
  },
  {
    code: "STORAGE-100GB-DAY",
    kind: "OPTION",
    planId: null,
    name: "Extra storage 100 GB (7-day pass)",
    periodUnit: "DAY",
    periodCount: 7,
    prices: { KRW: 1_900, USD: 1.5 },
    storageBytes: 100 * GiB,
  },
  ...licences(1, { KRW: 9_900, USD: 8 }),
  ...licences(2, { KRW: 18_900, USD: 15 }),
  ...licences(3, { KRW: 26_900, USD: 21 }),
];
