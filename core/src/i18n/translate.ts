import { interpolate } from "./interpolate";
import { DEFAULT_NAMESPACE, isNamespace } from "./namespaces";
import type { InterpolationValues, LocaleResources, MessageTree } from "./types";

/** A message named by namespace and dotted key path. */
export interface MessageRef {
  readonly ns: string;
  readonly key: string;
}

/**
 * Splits a message key into namespace and path. Accepted forms:
 * `"ns:key.path"` (i18next), `{ ns, key }`, `"ns.key.path"` when the first segment is a known
 * namespace (the form of the error catalogue's `errors.<key>`), and a bare `"key.path"` in
 * the default namespace.
 */
export const parseMessageKey = (key: string | MessageRef): MessageRef => {
  if (typeof key !== "string") return key;
  const colon = key.indexOf(":");
  if (colon >= 0) return { ns: key.slice(0, colon), key: key.slice(colon + 1) };
  const dot = key.indexOf(".");
  const head = dot >= 0 ? key.slice(0, dot) : "";
  return isNamespace(head) ? { ns: head, key: key.slice(dot + 1) } : { ns: DEFAULT_NAMESPACE, key };
};

/** The text at `path` of `tree`, or undefined when the path is missing or names a subtree. */
export const lookupMessage = (tree: MessageTree | undefined, path: string): string | undefined => {
  let node: string | MessageTree | undefined = tree;
  for (const segment of path.split(".")) {
    if (node === undefined || typeof node === "string" || !Object.hasOwn(node, segment)) {
      return undefined;
    }
    node = node[segment];
  }
  return typeof node === "string" ? node : undefined;
};

/**
 * Translates `key` from `resources`, else from `fallbackResources` (Korean), and fills its
 * placeholders. A key found nowhere comes back as written, as i18next does, so it is visible.
 */
export const translate = (
  resources: LocaleResources | undefined,
  fallbackResources: LocaleResources | undefined,
  key: string | MessageRef,
  values?: InterpolationValues,
): string => {
  const ref = parseMessageKey(key);
  const text =
    lookupMessage(resources?.[ref.ns], ref.key) ??
    lookupMessage(fallbackResources?.[ref.ns], ref.key);
  if (text === undefined) return typeof key === "string" ? key : `${key.ns}:${key.key}`;
  return interpolate(text, values);
};
