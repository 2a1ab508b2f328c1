import { describe, expect, it } from "vitest";
import {
  type CurrentProjectEffects,
  chooseCurrentProject,
  needsCurrentProject,
  selectCurrentProject,
} from "./currentProject";

describe("chooseCurrentProject", () => {
  it.each([
    [
      "the first shared project when any exist",
      [{ id: 1 }],
      [
        { ownerID: 7, projectID: 70 },
        { ownerID: 8, projectID: 80 },
      ],
      { kind: "shared", ownerId: 7, projectId: 70 },
    ],
    [
      "the first own project when nothing is shared",
      [{ id: 1 }, { id: 2 }],
      [],
      { kind: "own", projectId: 1 },
    ],
    ["none when both lists are empty", [], [], { kind: "none" }],
  ])("%s", (_, own, shared, expected) => {
    expect(chooseCurrentProject(own, shared)).toEqual(expected);
  });
});

describe("needsCurrentProject", () => {
  it.each([
    [true, null, false, true],
    [true, undefined, false, true],
    [true, "p-1", false, false],
    [true, 0, false, false],
    [true, null, true, false],
    [false, null, false, false],
  ])(
    "authenticated %s, current %j, public %s → %s",
    (authenticated, currentProjectId, isPublicRoute, expected) => {
      expect(needsCurrentProject({ authenticated, currentProjectId, isPublicRoute })).toBe(
        expected,
      );
    },
  );
});

describe("selectCurrentProject", () => {
  const recorder = (shared: { ownerID: string; projectID: string }[], own: { id: string }[]) => {
    const calls: unknown[][] = [];
    const effects: CurrentProjectEffects<string> = {
      loadStorageUsage: async () => void calls.push(["loadStorageUsage"]),
      sharedProjects: async () => {
        calls.push(["sharedProjects"]);
        return shared;
      },
      ownProjects: async () => {
        calls.push(["ownProjects"]);
        return own;
      },
      setCurrentProject: (choice) => void calls.push(["setCurrentProject", choice]),
    };
    return { calls, effects };
  };

  it("loads the storage usage first, then prefers a shared project without fetching own ones", async () => {
    const { calls, effects } = recorder([{ ownerID: "o", projectID: "p" }], [{ id: "mine" }]);
    const choice = { kind: "shared", ownerId: "o", projectId: "p" };
    expect(await selectCurrentProject(effects)).toEqual(choice);
    expect(calls).toEqual([
      ["loadStorageUsage"],
      ["sharedProjects"],
      ["setCurrentProject", choice],
    ]);
  });

  it("falls back to the first own project", async () => {
    const { calls, effects } = recorder([], [{ id: "mine" }]);
    expect(await selectCurrentProject(effects)).toEqual({ kind: "own", projectId: "mine" });
    expect(calls.map((c) => c[0])).toEqual([
      "loadStorageUsage",
      "sharedProjects",
      "ownProjects",
      "setCurrentProject",
    ]);
  });
});
