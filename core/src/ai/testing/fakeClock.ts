import type { PollTimers } from "../timers";

/** A hand-driven clock implementing {@link PollTimers}, for tests. */
export interface FakeClock extends PollTimers<number> {
  /** Milliseconds since the clock was made. */
  readonly now: number;
  /** Timers set and not yet run or cleared. */
  readonly scheduled: number;
  /**
   * Moves time forward by `ms`, running every timer that falls due in order, and lets the
   * promises they start settle after each one.
   */
  advance(ms: number): Promise<void>;
}

// Enough turns of the microtask queue for a poll's chain of awaited calls to finish.
const settle = async (): Promise<void> => {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
};

/** Makes a {@link FakeClock} at time 0. */
export const createFakeClock = (): FakeClock => {
  let now = 0;
  let nextId = 1;
  const tasks = new Map<number, { at: number; callback: () => void }>();

  const nextDue = (until: number): [number, { at: number; callback: () => void }] | undefined =>
    [...tasks.entries()]
      .filter(([, task]) => task.at <= until)
      .sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];

  return {
    get now() {
      return now;
    },
    get scheduled() {
      return tasks.size;
    },
    setTimeout(callback, ms) {
      const id = nextId++;
      tasks.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(id) {
      tasks.delete(id);
    },
    async advance(ms) {
      const until = now + ms;
      for (let due = nextDue(until); due; due = nextDue(until)) {
        const [id, task] = due;
        tasks.delete(id);
        now = task.at;
        task.callback();
        await settle();
      }
      now = until;
      await settle();
    },
  };
};
