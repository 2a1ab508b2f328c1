import { beforeEach, describe, expect, it, vi } from "vitest";
import { type AiImagePollerCalls, createAiImagePoller } from "./poller";
import type { AiImageRef } from "./settle";
import { createFakeClock, type FakeClock } from "./testing/fakeClock";

interface Image extends AiImageRef {
  readonly id: number;
  readonly status: string;
}

const image = (id: number, status = "pending"): Image => ({ id, status });

const deferred = <T>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

let clock: FakeClock;
let working: AiImageRef[];
let complete: Image[];
let server: Image[];
let calls: {
  [K in keyof AiImagePollerCalls<Image>]: ReturnType<typeof vi.fn<AiImagePollerCalls<Image>[K]>>;
};
let onComplete: ReturnType<typeof vi.fn<(images: readonly Image[]) => void>>;
let onError: ReturnType<typeof vi.fn<(error: unknown) => void>>;
let onPendingChange: ReturnType<typeof vi.fn<(images: readonly Image[]) => void>>;

const makePoller = (intervalMs?: number) =>
  createAiImagePoller({
    timers: clock,
    calls,
    onComplete,
    onError,
    onPendingChange,
    ...(intervalMs === undefined ? {} : { intervalMs }),
  });

beforeEach(() => {
  clock = createFakeClock();
  working = [];
  complete = [];
  server = [];
  calls = {
    fetchWorking: vi.fn(async () => working),
    fetchCompleted: vi.fn(async (ids: readonly (string | number)[]) =>
      complete.filter((i) => ids.includes(i.id)),
    ),
    fetchPending: vi.fn(async () => server),
  };
  onComplete = vi.fn();
  onError = vi.fn();
  onPendingChange = vi.fn();
});

describe("AI image poller", () => {
  it("does nothing while nothing is pending", async () => {
    const poller = makePoller();
    poller.setPending([]);
    await clock.advance(60_000);
    expect(poller.running).toBe(false);
    expect(clock.scheduled).toBe(0);
    expect(calls.fetchWorking).not.toHaveBeenCalled();
  });

  it("polls the working list every 5000 ms while images are pending", async () => {
    const poller = makePoller();
    working = [image(1, "processing")];
    poller.setPending([image(1)]);
    expect(poller.running).toBe(true);
    await clock.advance(4999);
    expect(calls.fetchWorking).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(calls.fetchWorking).toHaveBeenCalledTimes(1);
    await clock.advance(10_000);
    expect(calls.fetchWorking).toHaveBeenCalledTimes(3);
    expect(calls.fetchCompleted).not.toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();
    expect(poller.pending).toEqual([image(1)]);
  });

  it("moves completed images out, notifies once, refetches the pending list and goes on", async () => {
    const poller = makePoller();
    poller.setPending([image(1), image(2), image(3)]);
    working = [image(3, "processing")];
    complete = [image(1, "complete"), image(2, "complete")];
    server = [image(3, "processing"), image(4)];
    await clock.advance(5000);
    expect(calls.fetchCompleted).toHaveBeenCalledWith([1, 2]);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith([image(1, "complete"), image(2, "complete")]);
    expect(onPendingChange.mock.calls.map(([list]) => list.map((i) => i.id))).toEqual([
      [1, 2, 3],
      [3],
      [3, 4],
    ]);
    expect(poller.pending).toEqual(server);
    expect(calls.fetchPending).toHaveBeenCalledTimes(1);
    expect(poller.running).toBe(true);
    expect(clock.scheduled).toBe(1);
  });

  it("stops when the refetched pending list is empty", async () => {
    const poller = makePoller();
    poller.setPending([image(1)]);
    complete = [image(1, "complete")];
    await clock.advance(5000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(poller.pending).toEqual([]);
    expect(poller.running).toBe(false);
    await clock.advance(20_000);
    expect(calls.fetchWorking).toHaveBeenCalledTimes(1);
  });

  it("does not announce images that finished without completing", async () => {
    const poller = makePoller();
    poller.setPending([image(1)]);
    working = [image(1, "abort")];
    await clock.advance(5000);
    expect(calls.fetchCompleted).toHaveBeenCalledWith([1]);
    expect(onComplete).not.toHaveBeenCalled();
    expect(calls.fetchPending).toHaveBeenCalledTimes(1);
    expect(poller.running).toBe(false);
  });

  it("reports a failure once per run of failures and keeps polling", async () => {
    const poller = makePoller();
    working = [image(1, "processing")];
    const failure = new Error("offline");
    calls.fetchWorking.mockRejectedValueOnce(failure).mockRejectedValueOnce(failure);
    poller.setPending([image(1)]);
    await clock.advance(10_000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
    await clock.advance(5000);
    calls.fetchWorking.mockRejectedValueOnce(failure);
    await clock.advance(5000);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(calls.fetchWorking).toHaveBeenCalledTimes(4);
    expect(poller.running).toBe(true);
  });

  it("reports a failed refetch after announcing completions", async () => {
    const poller = makePoller();
    poller.setPending([image(1), image(2)]);
    working = [image(2, "processing")];
    complete = [image(1, "complete")];
    calls.fetchPending.mockRejectedValueOnce(new Error("500"));
    await clock.advance(5000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(poller.pending).toEqual([image(2)]);
    expect(poller.running).toBe(true);
  });

  it("can be stopped while waiting", async () => {
    const poller = makePoller();
    poller.setPending([image(1)]);
    poller.stop();
    expect(poller.running).toBe(false);
    expect(clock.scheduled).toBe(0);
    await clock.advance(20_000);
    expect(calls.fetchWorking).not.toHaveBeenCalled();
  });

  it("ignores an answer that arrives after stop", async () => {
    const poller = makePoller();
    const answer = deferred<readonly AiImageRef[]>();
    calls.fetchWorking.mockReturnValueOnce(answer.promise);
    poller.setPending([image(1)]);
    await clock.advance(5000);
    expect(poller.running).toBe(true);
    poller.stop();
    answer.resolve([]);
    await clock.advance(20_000);
    expect(calls.fetchCompleted).not.toHaveBeenCalled();
    expect(poller.running).toBe(false);
    expect(clock.scheduled).toBe(0);
  });

  it("ignores completions and failures that arrive after stop", async () => {
    const poller = makePoller();
    const completed = deferred<readonly Image[]>();
    calls.fetchCompleted.mockReturnValueOnce(completed.promise);
    poller.setPending([image(1)]);
    await clock.advance(5000);
    poller.stop();
    completed.resolve([image(1, "complete")]);
    await clock.advance(0);
    expect(onComplete).not.toHaveBeenCalled();

    const failed = deferred<readonly AiImageRef[]>();
    calls.fetchWorking.mockReturnValueOnce(
      failed.promise.then(() => Promise.reject(new Error("x"))),
    );
    poller.setPending([image(2)]);
    await clock.advance(5000);
    poller.stop();
    failed.resolve([]);
    await clock.advance(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it("keeps one poll at a time when restarted during an old poll", async () => {
    const poller = makePoller();
    const old = deferred<readonly AiImageRef[]>();
    calls.fetchWorking.mockReturnValueOnce(old.promise);
    poller.setPending([image(1)]);
    await clock.advance(5000);
    poller.stop();
    working = [image(1, "processing")];
    poller.setPending([image(1)]);
    expect(clock.scheduled).toBe(1);
    old.resolve([]);
    await clock.advance(0);
    expect(clock.scheduled).toBe(1);
    expect(poller.running).toBe(true);
    await clock.advance(5000);
    expect(calls.fetchWorking).toHaveBeenCalledTimes(2);
    expect(poller.pending).toEqual([image(1)]);
  });

  it("ignores a refetched list that arrives after stop", async () => {
    const poller = makePoller();
    const refetch = deferred<readonly Image[]>();
    calls.fetchPending.mockReturnValueOnce(refetch.promise);
    complete = [image(1, "complete")];
    poller.setPending([image(1), image(2)]);
    working = [image(2, "processing")];
    await clock.advance(5000);
    poller.stop();
    refetch.resolve([image(9)]);
    await clock.advance(0);
    expect(poller.pending).toEqual([image(2)]);
  });

  it("does not stack timers when the pending list is set again", async () => {
    const poller = makePoller();
    working = [image(1, "processing"), image(2, "processing")];
    poller.setPending([image(1)]);
    await clock.advance(3000);
    poller.setPending([image(1), image(2)]);
    expect(clock.scheduled).toBe(1);
    await clock.advance(2000);
    expect(calls.fetchWorking).toHaveBeenCalledTimes(1);
    poller.setPending([]);
    expect(poller.running).toBe(false);
    expect(clock.scheduled).toBe(0);
  });

  it("uses a given interval", async () => {
    const poller = makePoller(1000);
    working = [image(1, "processing")];
    poller.setPending([image(1)]);
    await clock.advance(3000);
    expect(calls.fetchWorking).toHaveBeenCalledTimes(3);
  });
});
