// @vitest-environment node

import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInStore } from "../testing/signedInStore";

/*
 * The open project's store against the real server, with the global error handler installed:
 * own and shared projects, coworkers, renaming and deletion. Tests run in order: the shared
 * project of the first is the one the second works on.
 */

/** A signed-in root store whose failed calls go through the global error reactions. */
const signedIn = (account: TestAccount) => signedInStore(account, "/projects/contents");

let account: TestAccount;
let owner: TestAccount;
let coworker: TestAccount;
beforeAll(async () => {
  account = await registerAccount("open-project");
  owner = await registerAccount("sharer");
  coworker = await registerAccount("coworker");
});

describe("OpenProjectStore", () => {
  it("opens a project shared with the caller, and finds no foreign or unknown one", async () => {
    const ownerStore = (await signedIn(owner)).store;
    const project = await ownerStore.projects.createProject("Shared hall", "contents");
    const { store } = await signedIn(account);
    await apiOn(owner).addProjectCoworker({
      params: { id: project?.id ?? "" },
      body: { email: account.email, role: "viewer" },
    });
    await store.projects.loadProjects();
    expect(store.projects.shared.map((s) => [s.name, s.ownerID])).toEqual([
      ["Shared hall", project?.owner.id],
    ]);
    await store.project.open(project?.id ?? "");
    expect(store.project.current?.owner.email).toBe(owner.email);
    expect(store.project.coworkers.map((c) => [c.email, c.role])).toEqual([
      [account.email, "viewer"],
    ]);

    const foreign = await ownerStore.projects.createProject("Private", "contents");
    await store.project.open(foreign?.id ?? "");
    expect([store.project.current, store.project.currentState]).toEqual([null, "ready"]);
  });

  it("invites and removes coworkers as the owner; a coworker leaves on their own", async () => {
    const ownerStore = (await signedIn(owner)).store;
    await ownerStore.projects.loadProjects();
    const hall = ownerStore.projects.contents.find((p) => p.name === "Shared hall");
    await ownerStore.project.open(hall?.id ?? "");
    expect(await ownerStore.project.inviteCoworker(` ${coworker.email} `, "editor")).toBe(true);
    expect(ownerStore.project.coworkers.map((c) => [c.email, c.role])).toEqual([
      [account.email, "viewer"],
      [coworker.email, "editor"],
    ]);
    expect(await ownerStore.project.inviteCoworker("nobody-here@example.com", "viewer")).toBe(
      false,
    );
    expect(ownerStore.ui.snackbar.current?.severity).toBe("error");
    expect(ownerStore.project.coworkers).toHaveLength(2);

    const coworkerId =
      ownerStore.project.coworkers.find((c) => c.email === coworker.email)?.id ?? "";
    expect(await ownerStore.project.removeCoworker(coworkerId)).toBe(true);
    const { store } = await signedIn(account);
    await store.project.open(hall?.id ?? "");
    const selfId = store.project.coworkers.find((c) => c.email === account.email)?.id ?? "";
    expect(await store.project.removeCoworker(selfId)).toBe(true);
    const left = await apiOn(owner).listProjectCoworkers({ query: { proj: hall?.id ?? "" } });
    expect(left).toEqual([]);
  });

  it("renames and deletes a project it owns", async () => {
    const { store } = await signedIn(owner);
    const project = await store.projects.createProject("Draft", "contents");
    const id = project?.id ?? "";
    await store.project.open(id);
    expect(await store.project.rename("Final")).toBe(true);
    expect([store.projects.contents[0]?.name, store.project.current?.name]).toEqual([
      "Final",
      "Final",
    ]);
    expect(await store.project.remove()).toBe(true);
    expect(store.project.current).toBeNull();
    expect(store.projects.contents.some((p) => p.id === id)).toBe(false);
    await store.projects.loadProjects();
    expect(store.projects.contents.map((p) => p.name)).not.toContain("Final");
  });
});
