/** A tree of messages: leaves are texts with `{{name}}` placeholders. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** One language's resources in the i18next shape: `{ namespace: { key: "text" } }`. */
export interface LocaleResources {
  readonly [namespace: string]: MessageTree;
}

/**
 * The shape of a reference message tree with every text widened to `string`, so that a
 * translation written `satisfies MessageShape<typeof ko>` must have exactly Korean's keys.
 */
export type MessageShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]>;
};

/** Values for named placeholders. `null` and `undefined` count as missing. */
export type InterpolationValues = Readonly<
  Record<string, string | number | boolean | bigint | null | undefined>
>;
