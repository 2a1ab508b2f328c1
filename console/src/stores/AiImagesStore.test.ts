// @vitest-environment node

import { type AppError, ErrorCode } from "@orbis/core/errors";
import {
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { reaction, when } from "mobx";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type NetworkCall, type TestRootStore, testRootStore } from "../testing/testRootStore";
import { eduAccount } from "./edu/testing";

/*
 * The AI image store against the real server and its sketch generator: the pending list fetched
 * after an education account signs in and polled only while it holds images, the snackbar and
 * fresh figures when they complete, nothing asked for other accounts, and a failed poll said once.
 */

const WORKING = "/api/v3/edu/ai-image/working/list";
/** Two polls 5 s apart and the painting between them, on a loaded machine. */
const PAINTED = { timeout: 60_000 };

let edu: TestAccount;
let free: TestAccount;
beforeAll(async () => {
  [edu, free] = await Promise.all([eduAccount("ai-store"), registerAccount("ai-store-free")]);
}, 120_000);

const opened: TestRootStore[] = [];
afterEach(async () => {
  for (const t of opened.splice(0)) {
    t.store.aiImages.pending.clear();
    await Promise.all(t.sent.map((r) => r.done));
  }
});

type Network = (call: NetworkCall, send: () => Promise<Response>) => Promise<Response>;

/** A root store signed in as `account`, its calls crossing `network` when given. */
const signedIn = async (account: TestAccount, network?: Network): Promise<TestRootStore> => {
  const t = await testRootStore({ origin: serverOrigin(), ...(network ? { network } : {}) });
  opened.push(t);
  await t.store.auth.setSession(account);
  return t;
};

const callsTo = (t: TestRootStore, path: string) => t.sent.filter((r) => r.path === path).length;

describe("AiImagesStore", () => {
  it("fetches an education account's pending images at sign-in and polls only while some are pending", async () => {
    const t = await signedIn(edu);
    const ai = t.store.aiImages;
    await when(() => ai.access === "allowed", { timeout: 20_000 });
    await vi.waitFor(() => expect(callsTo(t, WORKING)).toBe(1), { timeout: 20_000 });
    expect(ai.pending.isPolling()).toBe(false);
    expect(ai.pending.list).toEqual([]);

    await ai.load();
    expect(ai.usage).toMatchObject({ used: 0, limit: 300, generator: "sketch" });
    expect(ai.styles.map((s) => s.id)).toContain("sunset");
    const snackbar = when(() => t.store.ui.aiSnackbarOpen, PAINTED);
    const asked = await ai.create({ prompt: "A lighthouse on a cliff", style: "sunset", count: 2 });
    expect(asked.map((image) => image.status)).toEqual(["pending", "pending"]);
    expect(ai.pending.list.map((image) => image.id)).toEqual(asked.map((image) => image.id));
    expect(ai.pending.isPolling()).toBe(true);
    expect(ai.usage?.used).toBe(2);

    // Complete images leave the pending list and the AI snackbar says so.
    await snackbar;
    await when(() => ai.pending.list.length === 0, PAINTED);
    await when(
      () => ai.gallery.items.filter((image) => image.status === "complete").length === 2,
      PAINTED,
    );
    const [painted] = ai.gallery.items;
    expect(painted?.thumbnailUrl).toMatch(/^\/cdn\/ai\//);
    // The pending list is refetched once more; then no poll is scheduled.
    await vi.waitFor(() => expect(ai.pending.isPolling()).toBe(false), { timeout: 20_000 });
  });

  it("clears the pending images of an account whose plan gives none, asking the AI calls nothing", async () => {
    const t = await signedIn(free);
    const ai = t.store.aiImages;
    await when(() => ai.access === "notOnPlan", { timeout: 20_000 });
    expect(t.sent.some((r) => r.path.includes("/ai-image"))).toBe(false);
    expect(ai.pending.list).toEqual([]);
    expect(ai.pending.isPolling()).toBe(false);

    // The screen's own load is refused with the plan's code.
    await ai.load();
    expect(ai.state).toBe("failed");
    expect((ai.error as AppError).code).toBe(ErrorCode.aiImagesNotOnPlan);
  });

  it("says a failing poll once, with the generic message, and polls on until the images are done", async () => {
    let failing = false;
    let refused = 0;
    const t = await signedIn(edu, async (call, send) => {
      if (failing && call.path === WORKING) {
        refused += 1;
        throw new TypeError("The network is down");
      }
      return send();
    });
    const ai = t.store.aiImages;
    await when(() => ai.access === "allowed", { timeout: 20_000 });
    const said: string[] = [];
    const stop = reaction(
      () => t.store.ui.snackbar.current,
      (message) => message && said.push(message.text),
    );
    try {
      await ai.create({ prompt: "A snowy pass", style: "snow", count: 1 });
      failing = true;
      await vi.waitFor(() => expect(refused).toBeGreaterThanOrEqual(2), PAINTED);
      expect(said).toEqual(["An error occurred"]);
      expect(ai.pending.list).toHaveLength(1);

      const complete = when(() => t.store.ui.aiSnackbarOpen, PAINTED);
      failing = false;
      await complete;
      expect(ai.pending.list).toEqual([]);
      expect(said).toEqual(["An error occurred"]);
    } finally {
      stop();
    }
  }, 90_000);
});
