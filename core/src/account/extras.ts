import type { UserExtra } from "../contract/entities/userExtra";

/** The extra answer that mirrors the marketing consent given at registration. */
export const MARKETING_EXTRA_KEY = "marketing";

/** The values the marketing answer accepts: it is a yes/no consent. */
const CONSENT_VALUES: Readonly<Record<string, boolean>> = { true: true, false: false };

/**
 * One answer per key, the last one given winning, in the order the keys were last given:
 * a client that sends a key twice means its later value, and storing both in one statement
 * would conflict with itself.
 */
export const latestExtras = (list: readonly UserExtra[]): UserExtra[] => {
  const byKey = new Map<string, UserExtra>();
  for (const extra of list) {
    byKey.delete(extra.key);
    byKey.set(extra.key, extra);
  }
  return [...byKey.values()];
};

/**
 * The marketing consent a list of answers sets: `true`/`false` from the last `marketing`
 * answer, undefined when the list does not touch it or gives a value that is not a yes/no.
 */
export const marketingConsentOf = (list: readonly UserExtra[]): boolean | undefined => {
  const last = latestExtras(list).find((e) => e.key === MARKETING_EXTRA_KEY);
  return last === undefined ? undefined : CONSENT_VALUES[last.value];
};

/**
 * Indexes (into `list`) of answers whose value their key does not accept. Only `marketing` is
 * constrained: it must be `true` or `false`, since it turns mails on or off.
 */
export const invalidExtraIndexes = (list: readonly UserExtra[]): number[] =>
  list.flatMap((e, i) =>
    e.key === MARKETING_EXTRA_KEY && !Object.hasOwn(CONSENT_VALUES, e.value) ? [i] : [],
  );
