import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { UploadedFile } from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor, type TestApi } from "../../testing/apiClient";
import { refusalOf } from "../../testing/refusal";
import { startTestApp, type TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createProject, createTour, insertScene, usageOf } from "../../testing/tours";
import { createTestUser, type TestUser } from "../../testing/users";
import { requireTour } from "../projects";
import { acceptModelUpload, isModelFile } from "../tours";
import { glbOf, gltfBytes, triangleGlb, triangleGltf } from "./testing/testModels";

describe.each(testEngines)("model uploads and verification on %s", (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let as: { owner: TestApi; viewer: TestApi; stranger: TestApi };
  let tourId: string;
  let otherTourId: string;
  let sceneId: string;
  const upload = async (bytes: Uint8Array, name: string, tour = tourId) =>
    acceptModelUpload(
      t.deps,
      await requireTour(t.deps.db.kysely, tour, owner.id, "edit"),
      new File([bytes], name),
    );
  const refusal = async (bytes: Uint8Array, name: string) => {
    try {
      await upload(bytes, name);
    } catch (error) {
      if (isAppError(error)) return { status: error.status, message: error.message };
      throw error;
    }
    throw new Error(`${name} was accepted`);
  };
  const verify = (who: TestApi, filePath: string, tour = tourId) =>
    who.verifyTourModel({ params: { id: tour }, body: { filePath } });
  const place = (filePath: string) =>
    as.owner.addTourModel({
      params: { id: tourId },
      body: {
        sceneId,
        name: "Upload",
        yaw: 0,
        pitch: 0,
        distance: 3,
        scale: 2,
        rotation: { heading: 0, pitch: 0, roll: 0 },
        geo: { lat: 37.5, lon: 127 },
        filePath,
      },
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await createTestUser(t, { planId: "pro" });
    viewer = await createTestUser(t);
    stranger = await createTestUser(t);
    as = { owner: apiFor(t, owner), viewer: apiFor(t, viewer), stranger: apiFor(t, stranger) };
    const projectId = (await createProject(t, owner)).id;
    tourId = (await createTour(t, owner, projectId)).id;
    otherTourId = (await createTour(t, owner, projectId, "Harbour")).id;
    sceneId = (await insertScene(t, tourId)).id;
    await as.owner.addProjectCoworker({
      params: { id: projectId },
      body: { email: viewer.email, role: "viewer" },
    });
  });
  afterAll(() => t.close());

  it("tells glTF files from others by their bytes", async () => {
    const dir = await mkdtemp(join(tmpdir(), "orbis-sniff-"));
    const cases: [string, Uint8Array, boolean][] = [
      ["model.glb", triangleGlb(), true],
      ["model.gltf", gltfBytes(triangleGltf()), true],
      ["settings.json", gltfBytes({ title: "not a model" }), false],
      ["photo.jpg", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), false],
      ["empty", new Uint8Array(0), false],
    ];
    for (const [name, bytes, expected] of cases) {
      await writeFile(join(dir, name), bytes);
      expect(await isModelFile(join(dir, name)), name).toBe(expected);
    }
    await rm(dir, { recursive: true });
  });

  it("stores an accepted GLB in the tour's models folder, counted, then verifies and places it", async () => {
    const glb = triangleGlb();
    const before = (await usageOf(t, owner.id)).contents;
    const uploaded: UploadedFile = await upload(glb, "triangle.glb");
    expect(uploaded).toMatchObject({
      fileName: "triangle.glb",
      kind: "model",
      bytes: glb.length,
      sceneId: null,
    });
    expect(uploaded.path).toMatch(/^models\/[0-9a-f-]{36}\.glb$/);
    expect((await usageOf(t, owner.id)).contents).toBe(before + glb.length);

    // Not placeable before it is verified.
    const early = await refusalOf(place(uploaded.path));
    expect(early.status).toBe(400);
    expect(early.message).toBe(
      `body.filePath: ${uploaded.path} has not been verified; verify it first`,
    );

    const verdict = await verify(as.owner, uploaded.path);
    expect(verdict).toMatchObject({ valid: true, format: "glb" });
    expect(verdict.issues.filter((i) => i.severity === "error")).toEqual([]);
    // The report is kept beside the model and counted; asking again gives the kept answer.
    const report = `tours/${tourId}/models/${uploaded.path.slice(7, -4)}.validation.json`;
    const reportBytes = (await t.deps.files.stat(report))?.bytes ?? 0;
    expect(reportBytes).toBeGreaterThan(0);
    expect((await usageOf(t, owner.id)).contents).toBe(before + glb.length + reportBytes);
    expect(await verify(as.owner, uploaded.path)).toEqual(verdict);
    expect((await usageOf(t, owner.id)).contents).toBe(before + glb.length + reportBytes);
    // The report is private; the model itself is public once placed.
    expect((await t.call({ method: "GET", url: `/cdn/${report}` })).statusCode).toBe(404);

    const model = await place(uploaded.path);
    expect(model).toMatchObject({
      url: `/cdn/tours/${tourId}/${uploaded.path}`,
      bytes: glb.length,
      catalogueId: null,
      geo: { lat: 37.5, lon: 127 },
    });
    const served = await t.call({ method: "GET", url: model.url });
    expect(served.rawPayload.equals(Buffer.from(glb))).toBe(true);

    // Removing the only placement gives back the model and its report.
    await as.owner.deleteTourModel({ params: { id: tourId, modelId: model.id } });
    expect((await usageOf(t, owner.id)).contents).toBe(before);
    expect(await t.deps.files.stat(report)).toBeNull();
  });

  it("fails an accessor that runs past its buffer with the validator's code, and refuses to place it", async () => {
    const broken = await upload(gltfBytes(triangleGltf({ count: 30 })), "broken.gltf");
    expect(broken.path).toMatch(/\.gltf$/);
    const verdict = await verify(as.owner, broken.path);
    expect(verdict.valid).toBe(false);
    expect(verdict.format).toBe("gltf");
    expect(verdict.issues).toContainEqual(
      expect.objectContaining({
        code: "ACCESSOR_TOO_LONG",
        severity: "error",
        pointer: "/accessors/0",
      }),
    );
    const refused = await refusalOf(place(broken.path));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(
      `body.filePath: ${broken.path} failed validation (ACCESSOR_TOO_LONG:`,
    );
    // A broken GLB container is caught by the validator too.
    const glb = glbOf(triangleGltf({ bufferUri: null, count: 12 }));
    const uploaded = await upload(glb, "broken.glb");
    expect((await verify(as.owner, uploaded.path)).valid).toBe(false);
  });

  it("fails a GLB whose buffers claim absurd sizes without allocating them", async () => {
    const triangle = triangleGltf({ bufferUri: null });
    const hostile = {
      ...triangle,
      accessors: [{ ...triangle.accessors[0], count: 1e12 }],
      bufferViews: [{ buffer: 0, byteLength: 2 ** 40 }],
      buffers: [{ byteLength: Number.MAX_SAFE_INTEGER }],
    };
    const rssBefore = process.memoryUsage().rss;
    const uploaded = await upload(glbOf(hostile), "absurd.glb");
    const verdict = await verify(as.owner, uploaded.path);
    expect(verdict.valid).toBe(false);
    expect(verdict.issues.map((issue) => issue.code)).toEqual(
      expect.arrayContaining(["BUFFER_BYTE_LENGTH_MISMATCH", "ACCESSOR_TOO_LONG"]),
    );
    // Petabytes declared, a few bytes read: the process did not grow by even 200 MB.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    expect((await refusalOf(place(uploaded.path))).status).toBe(400);
  });

  it("accepts a .gltf whose buffers are embedded, and refuses broken or dependent files storing nothing", async () => {
    expect((await upload(gltfBytes(triangleGltf()), "embedded.gltf")).path).toMatch(/\.gltf$/);
    const before = (await usageOf(t, owner.id)).contents;
    const files = await t.deps.files.list(`tours/${tourId}/models/`);
    const glb = triangleGlb();
    const cases: [Uint8Array, string, number, string][] = [
      [
        gltfBytes(triangleGltf({ bufferUri: "triangle.bin" })),
        "external.gltf",
        400,
        "body.files: external.gltf: it references external files (triangle.bin)",
      ],
      [
        gltfBytes(triangleGltf({ imageUri: "textures/wood.png" })),
        "texture.gltf",
        400,
        "it references external files (textures/wood.png)",
      ],
      [
        glbOf({ ...triangleGltf({ bufferUri: null }), images: [{ uri: "wood.jpg" }] }),
        "texture.glb",
        400,
        "body.files: texture.glb: it references external files (wood.jpg)",
      ],
      [
        new TextEncoder().encode('{"asset": {"version": "2.0"'),
        "cut.gltf",
        400,
        "cut.gltf: it is not valid JSON",
      ],
      [gltfBytes({ asset: { version: "1.0" } }), "old.gltf", 400, "glTF 1.0 is not supported"],
      [
        glb.subarray(0, glb.length - 8),
        "cut.glb",
        400,
        `the GLB header declares ${glb.length} bytes but the file has ${glb.length - 8}`,
      ],
      [gltfBytes({ title: "notes" }), "notes.json", 415, "notes.json is not a glTF or GLB model"],
    ];
    for (const [bytes, name, status, message] of cases) {
      const refused = await refusal(bytes, name);
      expect(refused.status, name).toBe(status);
      expect(refused.message).toContain(message);
    }
    expect((await usageOf(t, owner.id)).contents).toBe(before);
    expect(await t.deps.files.list(`tours/${tourId}/models/`)).toEqual(files);
  });

  it("refuses an upload that does not fit the owner's storage (20004)", async () => {
    const db = t.deps.db.kysely;
    const used = (await usageOf(t, owner.id)).contents;
    const plan = await db
      .selectFrom("plans")
      .select("constraints")
      .where("id", "=", "pro")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("accounts")
      .set({ storage_used_bytes: Number(plan.constraints.storageUsageSize) - 10 })
      .where("user_id", "=", owner.id)
      .execute();
    const files = await t.deps.files.list(`tours/${tourId}/models/`);
    const refused = await refusal(triangleGlb(), "big.glb").catch(() => null);
    expect(refused).toEqual({ status: 403, message: expect.stringContaining("storage") });
    expect(await t.deps.files.list(`tours/${tourId}/models/`)).toEqual(files);
    await db
      .updateTable("accounts")
      .set({ storage_used_bytes: used })
      .where("user_id", "=", owner.id)
      .execute();
  });

  it("verifies only models of the tour, and only for its editors", async () => {
    const uploaded = await upload(triangleGlb(), "mine.glb");
    const elsewhere = await upload(triangleGlb(), "theirs.glb", otherTourId);
    const notFound: [string, string][] = [
      ["models/00000000-0000-4000-8000-000000000000.glb", tourId],
      [elsewhere.path, tourId],
      [`scenes/${sceneId}/r1/preview.jpg`, tourId],
      [uploaded.path.replace(/\.glb$/, ".validation.json"), tourId],
      [uploaded.path, "no-such-tour"],
    ];
    for (const [filePath, tour] of notFound) {
      expect((await refusalOf(verify(as.owner, filePath, tour))).status, filePath).toBe(404);
    }
    const outside = await refusalOf(verify(as.owner, `../${otherTourId}/${elsewhere.path}`));
    expect(outside.status).toBe(400);
    expect(outside.message).toContain("body.filePath");
    expect((await refusalOf(verify(as.viewer, uploaded.path))).status).toBe(403);
    expect((await refusalOf(verify(as.stranger, uploaded.path))).status).toBe(404);
    // Placing another tour's upload by its path is refused like an unknown file.
    const foreign = await refusalOf(place(elsewhere.path));
    expect(foreign.status).toBe(400);
    expect(foreign.message).toBe(
      `body.filePath: no uploaded model at ${elsewhere.path} in this tour`,
    );
  });
});
