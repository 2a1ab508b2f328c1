/*
 * Who owns a file in the store. Every stored file belongs to a row of the storage ledger: a row
 * of its own key, or a prefix row for a whole folder (a scene revision's tile pyramid is one row,
 * not thousands). docs/architecture.md#rules-never-broken: a file no row owns is never served, and may be swept.
 */

/** A ledger row as far as ownership goes: its key, and whether it stands for a folder. */
export interface OwningRow {
  readonly key: string;
  readonly isPrefix: boolean;
}

/**
 * The folders a store key sits in, innermost last, each with its trailing `/` as prefix rows are
 * keyed: `tours/t1/scenes/s1/r1/tiles/0/f0_0.jpg` → `tours/`, `tours/t1/`, …, `…/tiles/0/`.
 */
export const folderPrefixesOf = (key: string): string[] => {
  const parts = key.split("/").slice(0, -1);
  return parts.map((_, i) => `${parts.slice(0, i + 1).join("/")}/`);
};

/**
 * The ledger keys that could own `key`: the key itself and every folder it sits in. Looking
 * these up by primary key is one indexed query however deep the key is.
 */
export const ownerCandidatesOf = (key: string): string[] => [key, ...folderPrefixesOf(key)];

/**
 * Whether one of `rows` owns `key`: a row of that very key, or a prefix row of a folder the key
 * sits in. A prefix row never owns a key of its own name without the slash, and a plain row
 * never owns what sits under it (a file is no folder).
 */
export const isKeyOwned = (key: string, rows: readonly OwningRow[]): boolean => {
  const folders = new Set(folderPrefixesOf(key));
  return rows.some((r) => r.key === key || (r.isPrefix && folders.has(r.key)));
};
