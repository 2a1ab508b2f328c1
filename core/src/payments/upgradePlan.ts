import type { PlanConstraints } from "../contract/entities/account";
import type { CatalogueEntry } from "../contract/entities/planCatalogue";
import { ErrorCode } from "../errors/codes";

/**
 * The refusals a better plan lifts (docs/product/errors.md): project count 70001, space (tour) count 60003,
 * storage 20004, hosting storage 80001, art packages 70002, published URLs 70003, SEO 70004,
 * OG 70005, GA 70006, statistics 70007, AI images 70008 and their monthly credits 70009. Their
 * snackbars offer the upgrade.
 */
export const UPGRADE_CODES = [
  ErrorCode.projectCountExceeded,
  ErrorCode.spaceCountExceeded,
  ErrorCode.storageFull,
  ErrorCode.hostingStorageFull,
  ErrorCode.artPackageInaccessible,
  ErrorCode.publishCountExceeded,
  ErrorCode.seoNotAllowed,
  ErrorCode.ogNotAllowed,
  ErrorCode.gaNotAllowed,
  ErrorCode.statisticsNotAccessible,
  ErrorCode.aiImagesNotOnPlan,
  ErrorCode.aiImageCreditsUsedUp,
] as const satisfies readonly ErrorCode[];

/** A refusal code a better plan lifts. */
export type UpgradeCode = (typeof UPGRADE_CODES)[number];

const upgradeCodeSet: ReadonlySet<number> = new Set(UPGRADE_CODES);

/** Whether a refusal's code is one a better plan lifts (see {@link UPGRADE_CODES}). */
export const isUpgradeCode = (code: number): code is UpgradeCode => upgradeCodeSet.has(code);

/** The plan kind and the constraint each refusal is about. */
const liftedBy = {
  [ErrorCode.projectCountExceeded]: ["contents", "projectCount"],
  [ErrorCode.spaceCountExceeded]: ["contents", "tourCountPerProject"],
  [ErrorCode.storageFull]: ["contents", "storageUsageSize"],
  [ErrorCode.hostingStorageFull]: ["hosting", "storageUsageSize"],
  [ErrorCode.artPackageInaccessible]: ["contents", "useArtPackage"],
  [ErrorCode.publishCountExceeded]: ["contents", "publishUrlCount"],
  [ErrorCode.seoNotAllowed]: ["contents", "useSeo"],
  [ErrorCode.ogNotAllowed]: ["contents", "useOg"],
  [ErrorCode.gaNotAllowed]: ["contents", "useGa"],
  [ErrorCode.statisticsNotAccessible]: ["contents", "useStatistics"],
  [ErrorCode.aiImagesNotOnPlan]: ["contents", "aiImageCountPerMonth"],
  [ErrorCode.aiImageCreditsUsedUp]: ["contents", "aiImageCountPerMonth"],
} as const satisfies Record<UpgradeCode, readonly [CatalogueEntry["kind"], keyof PlanConstraints]>;

type ConstraintValue = PlanConstraints[keyof PlanConstraints];

/**
 * Whether `offered` is more of a constraint than `held`: a flag turned on, a higher count or
 * size, `null` (unlimited) above any number. A storage size of 0 is no storage, not unlimited.
 */
const isMore = (offered: ConstraintValue, held: ConstraintValue): boolean => {
  if (typeof offered === "boolean") return offered && held !== true;
  if (offered === null) return held !== null;
  if (held === null) return false;
  return offered > (typeof held === "number" ? held : 0);
};

/** The lowest value of a constraint: what an account without a plan of that kind has. */
const nothing = (value: ConstraintValue): ConstraintValue =>
  typeof value === "boolean" ? false : 0;

/**
 * The plan the plan-change screen preselects for a refusal: the id of the cheapest plan of the
 * catalogue (`GET /plans`) that lifts it (more of the refused constraint than the plan held of
 * the same kind: a higher count limit, the feature on, more storage) and is not a plan held now.
 * Only plans sold for a month are candidates (the price read in `currency`; "contact us" plans
 * have none and cannot be checked out), and education plans only for an account that holds one
 * (they are a school's, not a way out of a PRO plan's limits); equal prices keep the catalogue's
 * order, the pricing page's. `current` is the held plan's id, or the contents plan's and the hosting tier's; without
 * a held plan of the code's kind any plan with some of the constraint lifts it. Returns null when
 * the code is no upgrade code or no plan lifts it.
 */
export const upgradePlanFor = (
  code: number,
  catalogue: readonly CatalogueEntry[],
  current: string | null | readonly string[],
  currency: "KRW" | "USD" = "KRW",
): string | null => {
  if (!isUpgradeCode(code)) return null;
  const [kind, constraint] = liftedBy[code];
  const heldIds: readonly string[] =
    current === null ? [] : typeof current === "string" ? [current] : current;
  const held = catalogue.find((plan) => plan.kind === kind && heldIds.includes(plan.id));
  let best: { readonly id: string; readonly price: number } | null = null;
  for (const plan of catalogue) {
    const price = plan.prices[currency].MONTH;
    if (plan.kind !== kind || heldIds.includes(plan.id) || price === undefined) continue;
    if (plan.type === "EDU" && held?.type !== "EDU") continue;
    const offered = plan.constraints[constraint];
    const baseline = held === undefined ? nothing(offered) : held.constraints[constraint];
    if (!isMore(offered, baseline)) continue;
    if (best === null || price < best.price) best = { id: plan.id, price };
  }
  return best?.id ?? null;
};
