import { describe, expect, it } from "vitest";
import { createBoundedCache } from "./boundedCache";

describe("createBoundedCache", () => {
  it("keeps at most maxEntries, dropping the oldest written", () => {
    const cache = createBoundedCache<number>({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 3); // rewritten: now the newest
    cache.set("c", 4);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([3, undefined, 4]);
    expect(cache.size).toBe(2);
  });

  it("forgets an entry its lifetime after it was written", () => {
    let clock = 1000;
    const cache = createBoundedCache<string>({ maxEntries: 10, ttlMs: 50, now: () => clock });
    cache.set("k", "v");
    clock += 49;
    expect(cache.get("k")).toBe("v");
    clock += 1;
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("deletes on demand, one entry or all", () => {
    const cache = createBoundedCache<boolean>({ maxEntries: 10 });
    cache.set("k", true);
    cache.set("l", true);
    cache.delete("k");
    expect([cache.get("k"), cache.get("l")]).toEqual([undefined, true]);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
