import { registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../../testing/signedInStore";
import { StreetViewStore } from "./StreetViewStore";

/* The Street View store against the shared server, which has no Google client. */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("street-view-store");
});

describe("the Street View store without Google", () => {
  it("reads the unconfigured link, and a link start is refused with the server's reason", async () => {
    const t = await signedInStore(account);
    const visited: string[] = [];
    const store = new StreetViewStore({
      api: t.store.api,
      log: () => {},
      goTo: (url) => void visited.push(url),
    });
    await store.load();
    expect(store.state).toBe("ready");
    expect(store.link).toMatchObject({ configured: false, linked: false });
    expect(store.publishes).toEqual([]);
    expect(store.projects).toEqual([]);

    await store.startLink();
    expect(visited).toEqual([]);
    expect(store.problem).toBe("Street View is not configured on this server");
    expect(store.busy).toBe(false);
    expect(store.canPublish).toBe(false);
  });
});
