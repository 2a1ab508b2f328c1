// `npm run bench ai`: the embedded AI panorama generator (the sketch, no model) at 4096×2048 on a
// local server on embedded defaults: images painted per minute from the request on, and the time
// from an image's "complete" to a viewable scene (the scene made from it through the upload
// pipeline, tiled). An education-plan account asks through the typed client, as the console does.
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { join } from "node:path";
import { importCore, importKit, root, signInBenchUser, sleep } from "./lib/packages.mjs";

// `npm run bench ai -- --images=8`: images painted (requests of up to four).
const IMAGES = Number(process.argv.find((a) => a.startsWith("--images="))?.slice(9) ?? 8);
const SCENES = 3;
const fixed = (n, d = 2) => Number(n.toFixed(d));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

const build = () => {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };
  const turbo = ["turbo", "run", "build", "--filter=@orbis/server...", "--output-logs=errors-only"];
  if (spawnSync("npx", turbo, { cwd: root, env, stdio: "ignore" }).status === 0) return;
  // Another package of the monorepo may be mid-change: build just what this needs.
  for (const pkg of ["core", "tests/kit", "server"]) {
    const r = spawnSync("npm", ["run", "build"], { cwd: join(root, pkg), env, stdio: "inherit" });
    if (r.status !== 0) throw new Error(`building ${pkg} failed`);
  }
};

/** Polls until none of `ids` is being painted; answers when that was seen (ms since the epoch). */
const paintedAt = async (api, ids) => {
  const mine = new Set(ids);
  for (;;) {
    const { list } = await api.listWorkingAiImages();
    if (!list.some((image) => mine.has(image.id))) return Date.now();
    await sleep(50);
  }
};

/** Polls the tour until its scene is tiled; answers when (ms since the epoch). */
const tiledAt = async (api, tourId) => {
  for (;;) {
    const states = await api.getLayersStatus({ params: { id: tourId } });
    if (states.length > 0 && states.every((s) => s.state === "done" || s.state === "failed")) {
      if (states.some((s) => s.state === "failed")) throw new Error("a scene failed to tile");
      return Date.now();
    }
    await sleep(50);
  }
};

const main = async () => {
  console.log("Building core, the test kit and the server (turbo)…");
  build();
  const kit = await importKit();
  const { AI_STYLES } = await importCore("ai");
  const server = await kit.startServer({ env: { RATE_LIMIT: "false" }, nodeFlags: [] });
  try {
    const { api } = await signInBenchUser(kit, server);
    await kit.subscribeTo(api, "PLAN-EDU-INSTRUCTOR-MONTH", { email: "bench@example.com" });
    const usage = await api.getAiImageUsage();
    if (usage.generator !== "sketch")
      throw new Error("the server paints with a model, not the sketch");
    // Images per minute: every request at once, as a class would, from the first request to the
    // last image complete.
    const t0 = Date.now();
    const ids = [];
    for (let left = IMAGES, n = 0; left > 0; n++) {
      const count = Math.min(4, left);
      const style = AI_STYLES[n % AI_STYLES.length].id;
      const { list } = await api.createAiImage({
        body: { prompt: `bench landscape ${n}`, style, count },
      });
      ids.push(...list.map((image) => image.id));
      left -= count;
    }
    const done = await paintedAt(api, ids);
    const complete = (await api.listAiImagesByIds({ query: { ids } })).list;
    if (complete.length !== ids.length)
      throw new Error(`${ids.length - complete.length} image(s) failed`);
    const paintMs = done - t0;
    console.log(`${IMAGES} images of 4096×2048 painted in ${fixed(paintMs / 1000)} s`);

    // Complete to viewable: a scene from a complete image, until its tiles are there.
    const project = await api.createProject({ body: { name: "Bench AI", kind: "contents" } });
    const sceneMs = [];
    for (const image of complete.slice(0, SCENES)) {
      const { id: tourId } = await api.createProjectTour({
        params: { id: project.id },
        body: { title: `AI ${image.id.slice(0, 8)}` },
      });
      const t = Date.now();
      await api.createSceneFromAiImage({ params: { tourId }, body: { aiImageId: image.id } });
      sceneMs.push((await tiledAt(api, tourId)) - t);
    }
    const perMin = IMAGES / (paintMs / 60_000);
    console.log(
      `\nload average during the run: ${loadavg()
        .map((l) => fixed(l))
        .join(" ")} (2 cores)`,
    );
    console.log(
      "images   painted in s   images/min   complete → viewable scene s (median, min–max)",
    );
    console.log(
      [
        String(IMAGES).padEnd(8),
        String(fixed(paintMs / 1000)).padStart(12),
        String(fixed(perMin, 1)).padStart(12),
        `${fixed(median(sceneMs) / 1000)} (${fixed(Math.min(...sceneMs) / 1000)}–${fixed(Math.max(...sceneMs) / 1000)})`.padStart(
          30,
        ),
      ].join(" "),
    );
    console.log(
      `BENCH ${JSON.stringify({ name: "ai-local", width: 4096, images_per_min: fixed(perMin, 1), complete_to_scene_s: fixed(median(sceneMs) / 1000) })}`,
    );
  } finally {
    await server.stop();
  }
};

await main();
