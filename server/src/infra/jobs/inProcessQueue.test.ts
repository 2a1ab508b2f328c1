import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { describeJobQueue, waitFor } from "../../testing/jobQueueContract";
import { createInProcessQueue } from "./inProcessQueue";

describeJobQueue("in-process", (onFailure) => createInProcessQueue(onFailure));

describe("in-process queue at close", () => {
  it("also runs the jobs still queued: the process is the only place they live", async () => {
    const queue = createInProcessQueue(() => {});
    const finished: number[] = [];
    let started = 0;
    queue.register<number>("work", async (n) => {
      started++;
      await sleep(30);
      finished.push(n);
    });
    await queue.start();
    for (let n = 0; n < 4; n++) await queue.enqueue("work", n);
    await waitFor("first start", () => started === 1);
    await queue.close();
    expect(finished).toEqual([0, 1, 2, 3]);
  });

  it("retries a failed job behind the others during close and still waits for it", async () => {
    const failures: string[] = [];
    const queue = createInProcessQueue((_name, id) => failures.push(id));
    let tries = 0;
    queue.register("fails-twice", async () => {
      tries++;
      await sleep(20);
      if (tries < 3) throw new Error("not yet");
    });
    await queue.start();
    await queue.enqueue("fails-twice", {}, { attempts: 3 });
    await queue.close();
    expect({ tries, failures }).toEqual({ tries: 3, failures: [] });
  });
});
