import { describe, expect, it } from "vitest";
import { allPages, type PageSource } from "./allPages";

interface Row {
  readonly id: string;
}

const rows = (count: number, prefix = "r"): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}` }));

/**
 * A list served page by page like the history endpoint, recording the pages asked for;
 * `cap` is the largest page size it answers with, `before` changes the list before a page.
 */
const served = (
  list: Row[],
  options: { cap?: number; before?: (pageNo: number, list: Row[]) => void } = {},
) => {
  const asked: number[] = [];
  const source: PageSource<Row> = async (pageNo, pageSize) => {
    asked.push(pageNo);
    options.before?.(pageNo, list);
    const size = Math.min(pageSize, options.cap ?? pageSize);
    const start = (pageNo - 1) * size;
    return { list: list.slice(start, start + size), total: list.length, pageSize: size };
  };
  return { source, asked };
};

const key = (row: Row) => row.id;

describe("allPages", () => {
  it.each([
    [0, [1]],
    [1, [1]],
    [99, [1]],
    [100, [1]],
    [101, [1, 2]],
    [250, [1, 2, 3]],
    [300, [1, 2, 3]],
  ])("reads %i items in the pages %j", async (count, pages) => {
    const { source, asked } = served(rows(count));
    const all = await allPages(source, { pageSize: 100, key });
    expect(all).toEqual(rows(count));
    expect(asked).toEqual(pages);
  });

  it("follows the server's page size when it answers with smaller pages", async () => {
    const { source, asked } = served(rows(120), { cap: 50 });
    expect(await allPages(source, { pageSize: 100, key })).toEqual(rows(120));
    expect(asked).toEqual([1, 2, 3]);
  });

  it("keeps an item once when a new one pushes it onto the next page", async () => {
    const { source } = served(rows(150), {
      before: (pageNo, list) => {
        if (pageNo === 2) list.unshift({ id: "new" });
      },
    });
    const all = await allPages(source, { pageSize: 100, key });
    expect(all.map(key)).toEqual(rows(150).map(key));
  });

  it("stops when the list shrinks under what was read", async () => {
    const { source, asked } = served(rows(200), {
      before: (pageNo, list) => {
        if (pageNo === 2) list.splice(0, 150);
      },
    });
    const all = await allPages(source, { pageSize: 100, key });
    expect(all).toEqual(rows(100));
    expect(asked).toEqual([1, 2]);
  });

  it("stops at a short page even when the total claims more", async () => {
    const source: PageSource<Row> = async (pageNo) => ({
      list: pageNo === 1 ? rows(100) : rows(10, "s"),
      total: 1000,
      pageSize: 100,
    });
    expect(await allPages(source, { pageSize: 100, key })).toHaveLength(110);
  });

  it("passes a failed page on", async () => {
    const source: PageSource<Row> = async (pageNo) => {
      if (pageNo === 2) throw new Error("page 2 failed");
      return { list: rows(100), total: 200, pageSize: 100 };
    };
    await expect(allPages(source, { pageSize: 100, key })).rejects.toThrow("page 2 failed");
  });
});
