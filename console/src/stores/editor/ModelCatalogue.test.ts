// @vitest-environment node

import { registerAccount, serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { describe, expect, it, vi } from "vitest";
import { testRootStore } from "../../testing/testRootStore";

/*
 * The editor's model picker against the real server's shipped catalogue (13 models in four
 * categories): categories in the interface language, one category at a time, further pages, and
 * a failed page asked again.
 */

const MODELS = "/api/v3/tour/model/list";

/** A signed-in store whose network drops the next catalogue page asked for while `drop()` is on. */
const signedIn = async (name: string) => {
  let dropping = false;
  const t = await testRootStore({
    origin: serverOrigin(),
    network: (call, send) =>
      dropping && call.path === MODELS ? Promise.reject(new TypeError("Failed to fetch")) : send(),
  });
  await t.store.auth.setSession(await registerAccount(name));
  return {
    catalogue: t.store.editor.assets.catalogue,
    logged: t.logged,
    drop: (on: boolean) => {
      dropping = on;
    },
  };
};

describe("ModelCatalogue", () => {
  it("lists the categories in the interface language and pages through every model", async () => {
    const { catalogue } = await signedIn("catalogue-pages");
    await catalogue.open("en");
    expect(catalogue.state).toBe("ready");
    expect(catalogue.categories.map((c) => c.name)).toEqual([
      "Furniture",
      "Signs and arrows",
      "Nature",
      "People and vehicles",
    ]);
    expect(catalogue.categoryId).toBeNull();
    expect(catalogue.items).toHaveLength(12);
    expect(catalogue.total).toBe(13);
    expect(catalogue.hasMore).toBe(true);

    await catalogue.more();
    expect(catalogue.items).toHaveLength(13);
    expect(new Set(catalogue.items.map((i) => i.id)).size).toBe(13);
    expect(catalogue.hasMore).toBe(false);
    expect(catalogue.items[12]?.categoryId).toBe("people-vehicles");
  });

  it("shows one category, then all of them again from the first page", async () => {
    const { catalogue } = await signedIn("catalogue-category");
    await catalogue.open("ko");
    expect(catalogue.categories[0]?.name).toBe("가구");
    await catalogue.choose("furniture");
    expect(catalogue.categoryId).toBe("furniture");
    expect(catalogue.items.map((i) => i.categoryId)).toEqual([
      "furniture",
      "furniture",
      "furniture",
      "furniture",
    ]);
    expect(catalogue.hasMore).toBe(false);
    await catalogue.choose(null);
    expect(catalogue.items).toHaveLength(12);
    expect(catalogue.hasMore).toBe(true);
  });

  it("keeps the models shown when a further page fails, and asks for that page again", async () => {
    const { catalogue, drop, logged } = await signedIn("catalogue-retry");
    await catalogue.open("en");
    drop(true);
    await catalogue.more();
    expect(catalogue.state).toBe("failed");
    expect(catalogue.failedOnMore).toBe(true);
    expect(catalogue.items).toHaveLength(12);
    expect(logged.map((l) => l.message)).toContain("model catalogue failed");

    drop(false);
    await catalogue.retry();
    expect(catalogue.state).toBe("ready");
    expect(catalogue.items).toHaveLength(13);
  });

  it("fails a first page with nothing shown, and shows it on retry", async () => {
    const { catalogue, drop } = await signedIn("catalogue-first-fails");
    drop(true);
    await catalogue.open("en");
    expect(catalogue.state).toBe("failed");
    expect(catalogue.failedOnMore).toBe(false);
    expect(catalogue.items).toEqual([]);
    drop(false);
    await catalogue.retry();
    expect(catalogue.items).toHaveLength(12);
  });

  it("keeps only the answer of the category chosen last", async () => {
    const { catalogue } = await signedIn("catalogue-latest");
    await catalogue.open("en");
    const first = catalogue.choose("nature");
    const last = catalogue.choose("furniture");
    await Promise.all([first, last]);
    await vi.waitFor(() => expect(catalogue.state).toBe("ready"));
    expect(new Set(catalogue.items.map((i) => i.categoryId))).toEqual(new Set(["furniture"]));
  });
});
