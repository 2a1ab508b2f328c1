import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { runPool } from "./pool";

describe("runPool", () => {
  it("runs every item with at most `concurrency` at once, starting in list order", async () => {
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    await runPool([5, 1, 3, 2, 4, 1], 3, async (ms, i) => {
      started.push(i);
      running++;
      peak = Math.max(peak, running);
      await sleep(ms * 5);
      running--;
    });
    expect(peak).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("goes on when a worker throws, and copes with an empty list", async () => {
    const done: number[] = [];
    await runPool([1, 2, 3], 2, async (n) => {
      if (n === 2) throw new Error("two");
      done.push(n);
    });
    expect(done.sort()).toEqual([1, 3]);
    await expect(runPool([], 4, async () => undefined)).resolves.toBeUndefined();
  });
});
