/** One page of a list paged by number, as the payments history answers it. */
export interface NumberedPage<T> {
  readonly list: readonly T[];
  /** Items in the whole list when this page was read. */
  readonly total: number;
  /** The page size the server used, which may be smaller than the one asked for. */
  readonly pageSize: number;
}

/** Reads page `pageNo` (from 1) of `pageSize` items. */
export type PageSource<T> = (pageNo: number, pageSize: number) => Promise<NumberedPage<T>>;

/** Options of {@link allPages}. */
export interface AllPagesOptions<T> {
  readonly pageSize: number;
  /**
   * The identity of an item. A list newest first shifts by one when an item is added while it is
   * read, so the item at a page's edge comes again on the next page: it is kept once.
   */
  readonly key: (item: T) => string;
}

/**
 * Every item of a paged list, page after page from the first, in the server's order. Stops at
 * the page that reaches the total (as the latest page tells it), at a short page, or at an empty
 * one, so a list that shrinks while it is read cannot make it ask forever.
 */
export const allPages = async <T>(
  source: PageSource<T>,
  options: AllPagesOptions<T>,
): Promise<T[]> => {
  const items: T[] = [];
  const seen = new Set<string>();
  for (let pageNo = 1; ; pageNo++) {
    const page = await source(pageNo, options.pageSize);
    for (const item of page.list) {
      const key = options.key(item);
      if (seen.has(key)) continue;
      seen.add(key);
      items.push(item);
    }
    const reached = (pageNo - 1) * page.pageSize + page.list.length;
    if (page.list.length === 0 || page.list.length < page.pageSize || reached >= page.total)
      return items;
  }
};
