import { once } from "node:events";
import { openAsBlob } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiAs, registerAccount } from "@orbis/testkit/accounts";
import { makePanorama } from "@orbis/testkit/panoramas";
import { type RunningServer, startServer } from "@orbis/testkit/serverProcess";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../src/testing/runCli";
import { expectExit } from "./fixture";

/*
 * Issue 13, item 5: a rerun of `orbis scenes upload` must not skip a file whose scene never got
 * tiled. A server of this file's own is made to leave such a scene for good: killed between the
 * upload's commit and the dispatch of its tiling (the server's test-only pause), its source then
 * lost, so the tiling the restart runs fails. The rerun sends the file again over that scene.
 */

interface Report {
  files: { name: string; status: string; sceneId: string | null; tiling: string | null }[];
  totals: Record<string, number>;
}

let server: RunningServer;
let configHome: string;
let shot: string;

beforeAll(async () => {
  configHome = await mkdtemp(join(tmpdir(), "orbis-cli-untiled-"));
  shot = await makePanorama(join(configHome, "quay.jpg"), 41, 1024);
  server = await startServer({
    env: { ORBIS_TEST_PAUSE_AFTER_COMMIT_MS: "60000", UV_THREADPOOL_SIZE: "8" },
  });
});
afterAll(async () => {
  await server.stop();
  await rm(configHome, { recursive: true, force: true });
});

describe("scenes upload after a crash left a scene untiled", () => {
  it("uploads the file again over the failed scene, which then gets tiled", async () => {
    const account = await registerAccount(server.origin, server.dataDir, "untiled@example.com");
    let api = apiAs(server.origin, account);
    const projectId = (await api.createProject({ body: { name: "Quay", kind: "contents" } })).id;
    const tourId = (
      await api.createProjectTour({ params: { id: projectId }, body: { title: "Q" } })
    ).id;
    const form = new FormData();
    form.append("files", await openAsBlob(shot), "quay.jpg");
    const cut = api
      .uploadTourFiles({ params: { id: tourId }, query: { overwrite: false }, body: form })
      .then(
        () => "answered",
        () => "cut",
      );
    const deadline = Date.now() + 30_000;
    while (!server.output().includes("test pause: scenes committed") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    server.child.kill("SIGKILL");
    if (server.child.exitCode === null && server.child.signalCode === null)
      await once(server.child, "exit");
    expect(await cut).toBe("cut");
    // The stored source goes too, so the tiling the restart runs fails for good.
    const tourFiles = join(server.dataDir, "files", "tours", tourId);
    const sources = (await readdir(tourFiles, { recursive: true })).filter((p) =>
      p.endsWith("source.jpg"),
    );
    expect(sources).toHaveLength(1);
    await rm(join(tourFiles, sources[0] as string));

    server = await startServer({ again: server, env: { UV_THREADPOOL_SIZE: "8" } });
    api = apiAs(server.origin, account);
    let status = await api.getLayersStatus({ params: { id: tourId } });
    for (let i = 0; i < 300 && status[0]?.state !== "failed"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await api.getLayersStatus({ params: { id: tourId } });
    }
    expect(status.map((s) => s.state)).toEqual(["failed"]);
    const stuck = status[0]?.sceneId;

    const env = {
      XDG_CONFIG_HOME: configHome,
      ORBIS_API_URL: server.origin,
      ORBIS_TOKEN: undefined,
      ORBIS_PROFILE: undefined,
      BROWSER: undefined,
    };
    expectExit(await runCli(["login", "--token", account.refreshToken], { env }), 0);
    const rerun = expectExit(
      await runCli(["scenes", "upload", shot, "-t", tourId, "--wait", "--json"], { env }),
      0,
    );
    const report = rerun.json<Report>();
    expect(report.totals).toMatchObject({ files: 1, uploaded: 1, skipped: 0 });
    expect(report.files[0]).toMatchObject({ status: "uploaded", sceneId: stuck, tiling: "done" });
    const tour = await api.getTour({ params: { id: tourId } });
    expect(tour.scenes.map((s) => ({ id: s.id, tiled: s.tiles !== null }))).toEqual([
      { id: stuck, tiled: true },
    ]);
  });
});
