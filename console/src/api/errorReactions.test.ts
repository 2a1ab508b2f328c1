import { ORBIS_SERVICE } from "@orbis/core/contract";
import {
  apiOn,
  loginAs,
  registerAccount,
  type Session,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { testRootStore } from "../testing/testRootStore";
import { createErrorReactions } from "./errorReactions";

/*
 * The global handler, fed by core's real client with the real server's refusals: each test puts
 * a session in the state that makes the server refuse, then makes the call. The registration's
 * web session serves the tests that keep it alive until the duplicate connection ends it; the
 * ones that end a session use a session of another client kind (one per account and kind).
 */

let account: TestAccount;
beforeAll(async () => {
  account = await registerAccount("errors");
  // The registration's first check-in: later sessions are not a first access (no coupon call).
  await apiOn(account).checkin();
});

/** A root store with the global handler installed, signed in with `session` when given. */
const setup = async (session?: Session) => {
  const visited: string[] = [];
  let react: ((error: unknown, route: string) => void) | undefined;
  const t = await testRootStore({
    origin: serverOrigin(),
    onApiError: (error, route) => react?.(error, route),
  });
  react = createErrorReactions({
    ui: t.store.ui,
    auth: t.store.auth,
    translate: (key, fallback) => t.translator.i18n.t(`errors:${key}`, { defaultValue: fallback }),
    goTo: (to) => visited.push(to),
    currentPath: () => "/projects/contents?sort=name",
    upgradeLabel: () => t.translator.i18n.t("console:snackbar.upgrade"),
  });
  if (session) await t.store.auth.setSession(session);
  return { ...t, visited };
};

/**
 * Replays the session's refresh token, as a thief would: the server ends the session, so its
 * still-fresh access token answers 401/10401 from now on.
 */
const endByReplay = async (session: Session) => {
  const renew = () => apiOn().renewToken({ body: { refreshToken: session.refreshToken } });
  await renew();
  await expect(renew()).rejects.toMatchObject({ code: 110007 });
};

describe("global error reactions", () => {
  it("shows a quota refusal as an error snackbar in the interface language", async () => {
    const { store, visited } = await setup(account);
    // The Hosting FREE tier holds one hosting project: the second is refused with 70001.
    await store.api.createProject({ body: { name: "Images", kind: "hosting" } });
    expect(store.ui.snackbar.current).toBeUndefined();
    await expect(
      store.api.createProject({ body: { name: "More images", kind: "hosting" } }),
    ).rejects.toMatchObject({ code: 70001 });
    expect(store.ui.snackbar.current).toMatchObject({
      severity: "error",
      text: "The number of projects is exceeded",
      action: { label: "Upgrade" },
    });
    expect(visited).toEqual([]);
    expect(store.auth.isAuthenticated).toBe(true);
    // The refusal's way out: the plan change, told what was refused.
    store.ui.snackbar.act();
    expect(visited).toEqual(["/payment?for=70001"]);
    expect(store.ui.snackbar.current).toBeUndefined();
  });

  it("offers no upgrade for a refusal no plan lifts: a tour without a scene", async () => {
    const { store, visited } = await setup(account);
    const home = await store.api.createProject({ body: { name: "Home", kind: "contents" } });
    const tour = await store.api.createProjectTour({
      params: { id: home.id },
      body: { title: "Empty" },
    });
    await expect(
      store.api.createProject({ body: { name: "Around", kind: "contents", tourId: tour.id } }),
    ).rejects.toMatchObject({ code: 60006 });
    expect(store.ui.snackbar.current?.severity).toBe("error");
    expect(store.ui.snackbar.current?.action).toBeUndefined();
    expect(visited).toEqual([]);
  });

  it("names the upgrade in the interface language", async () => {
    const { store, translator } = await setup(account);
    await translator.changeLanguage("vi");
    await expect(
      store.api.createProject({ body: { name: "Yet more images", kind: "hosting" } }),
    ).rejects.toMatchObject({ code: 70001 });
    expect(store.ui.snackbar.current?.action?.label).toBe("Nâng cấp");
  });

  it("signs out and opens the login with the way back when the session has ended", async () => {
    const session = await loginAs(account, "plugin");
    const { store, visited, storage } = await setup(session);
    await endByReplay(session);
    await expect(store.api.getAccount()).rejects.toMatchObject({ code: 10401 });
    await vi.waitFor(() =>
      expect(visited).toEqual(["/builder/login?redirect=%2Fprojects%2Fcontents%3Fsort%3Dname"]),
    );
    expect(store.ui.snackbar.current?.severity).toBe("warning");
    expect(store.auth.isAuthenticated).toBe(false);
    expect(storage.getItem("accessToken")).toBeNull();
  });

  it("shows the duplicate-connection message, then signs out and goes home", async () => {
    const { store, visited, storage } = await setup(account);
    expect(store.auth.isAuthenticated).toBe(true);
    // The same account signs in on another browser: this session ends (403/50002).
    await loginAs(account);
    await expect(store.api.getAccount()).rejects.toMatchObject({ code: 50002 });
    expect(store.ui.snackbar.current?.text).toContain("signed in elsewhere");
    expect(store.auth.isAuthenticated).toBe(true);
    await vi.waitFor(() => expect(visited).toEqual(["/"]), { timeout: 2000 });
    expect(store.auth.isAuthenticated).toBe(false);
    expect(storage.getItem("accessToken")).toBeNull();
  });

  it("leaves quiet calls alone: a page view from an ended session shows nothing", async () => {
    const session = await loginAs(account, "cli");
    const { store, visited, sent } = await setup(session);
    await endByReplay(session);
    await expect(
      store.api.recordPageView({ body: { path: "/", language: "en" } }),
    ).rejects.toMatchObject({ code: 10401 });
    expect(sent.at(-1)?.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(store.ui.snackbar.current).toBeUndefined();
    expect(visited).toEqual([]);
    expect(store.auth.isAuthenticated).toBe(true);
  });

  it("signs out here without a word when the server had already ended the session", async () => {
    const session = await loginAs(account, "cli");
    const { store, visited, sent, storage } = await setup(session);
    await endByReplay(session);
    await store.auth.signOut();
    expect(sent.filter((r) => r.path === "/identity/v1/logout").map((r) => r.status)).toEqual([
      401,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(store.ui.snackbar.current).toBeUndefined();
    expect(visited).toEqual([]);
    expect(store.auth.isAuthenticated).toBe(false);
    expect(storage.getItem("accessToken")).toBeNull();
  });

  it("leaves a refusal the caller handles alone: signing in to a deactivated account", async () => {
    const leaving = await registerAccount("leaving");
    await apiOn(leaving).deactivateUser();
    const { store, visited } = await setup();
    await expect(
      store.api.loginEmail({
        body: { ...ORBIS_SERVICE, email: leaving.email, password: leaving.password },
      }),
    ).rejects.toMatchObject({ code: 50001, message: "Access to this account is restricted" });
    expect(store.ui.snackbar.current).toBeUndefined();
    expect(visited).toEqual([]);
  });

  it("leaves a file refused by an upload to its caller: no vague second message", async () => {
    // The web session ended above (signed in elsewhere): a session of its own.
    const { store, visited } = await setup(await loginAs(account, "cli"));
    const project = await store.api.createProject({ body: { name: "Uploads", kind: "contents" } });
    const tour = await store.api.createProjectTour({
      params: { id: project.id },
      body: { title: "Refusals" },
    });
    const body = new FormData();
    body.append("files", new File(["not an image at all"], "fake.jpg", { type: "image/jpeg" }));
    await expect(
      store.api.uploadTourFiles({ params: { id: tour.id }, query: {}, body }),
    ).rejects.toMatchObject({ code: 10415, message: "fake.jpg is not a JPEG, PNG or WebP image" });
    expect(store.ui.snackbar.current).toBeUndefined();
    expect(visited).toEqual([]);
  });

  it("leaves a declined card to the payment form that says it: no snackbar too", async () => {
    const buyer = await registerAccount("declined-card");
    const { store } = await setup(buyer);
    await expect(
      store.api.createPayMethod({
        body: {
          cardNumber: "4000-0000-0000-0002",
          expiry: "1230",
          birth: "900101",
          pwdDigit: "12",
        },
      }),
    ).rejects.toMatchObject({ code: 120006 });
    expect(store.ui.snackbar.current).toBeUndefined();
    // Elsewhere a payment refusal is the snackbar's: cancelling a renewal there is none of.
    await expect(store.api.cancelRenewal()).rejects.toMatchObject({ code: 120013 });
    expect(store.ui.snackbar.current?.severity).toBe("error");
  });

  it("leaves a space's and a comment's refusals to the page that says them: no snackbar too", async () => {
    const reader = await registerAccount("space-refusals");
    const { store } = await setup(reader);
    const spaceId = "00000000-0000-4000-8000-000000000000";
    await expect(store.api.getSpace({ params: { spaceId } })).rejects.toMatchObject({
      code: 130003,
    });
    await expect(
      store.api.createSpaceComment({ params: { spaceId }, body: { content: "hello" } }),
    ).rejects.toMatchObject({ code: 130003 });
    expect(store.ui.snackbar.current).toBeUndefined();
    // Elsewhere a sharing refusal is the snackbar's: an unknown share code's details.
    await expect(store.api.getShareCode({ params: { codeId: spaceId } })).rejects.toMatchObject({
      code: 130001,
    });
    expect(store.ui.snackbar.current?.severity).toBe("error");
  });

  it("leaves the AI image calls' refusals to the screens that say them: no snackbar too", async () => {
    // A new account holds FREE, whose plan gives no AI images: every AI call answers 70008.
    const { store } = await setup(await registerAccount("ai-refusals"));
    await expect(store.api.getAiImageUsage()).rejects.toMatchObject({ code: 70008 });
    await expect(
      store.api.createAiImage({ body: { prompt: "A harbour", style: "daylight", count: 1 } }),
    ).rejects.toMatchObject({ code: 70008 });
    await expect(store.api.listWorkingAiImages()).rejects.toMatchObject({ code: 70008 });
    expect(store.ui.snackbar.current).toBeUndefined();
  });
});
