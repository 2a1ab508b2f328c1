import { isAppError } from "@orbis/core/errors";
import sharp from "sharp";
import { zipBytes } from "../modules/interop/testing";
import { projectRepository, tourListRepository } from "../modules/projects";
import { publishRepository } from "../modules/publishing";
import { apiFor } from "./apiClient";
import { insertProjects, insertTours } from "./bulkRows";
import { fileForm } from "./multipart";
import type { TestApp } from "./testApp";
import { insertScene, usageOf } from "./tours";
import type { TestUser } from "./users";

/*
 * The counted resources of the plan quota table (planQuotas.test.ts): how a test brings a fresh
 * account to a given use straight in the database (setup: the call under test then counts those
 * rows for real) and how it asks the API for one more.
 */

/** What a call answered. */
export interface Answer {
  readonly statusCode: number;
  readonly body: string;
}

/** A resource of one fresh account, ready to be filled and asked for one more. */
export interface Started {
  /** Brings the use to `n` (a count, or bytes for storage). */
  fill(n: number): Promise<void>;
  /** The use now, as the quota check counts it. */
  used(): Promise<number>;
  /** Asks the API for one more (a project, a tour, a publication, a stored file). */
  add(): Promise<Answer>;
}

/** A counted resource: the plan that limits it, with which constraint, refused with which code. */
export interface QuotaResource {
  readonly name: string;
  readonly plan: "contents" | "hosting";
  readonly constraint:
    | "projectCount"
    | "tourCountPerProject"
    | "publishUrlCount"
    | "storageUsageSize";
  readonly code: number;
  readonly start: (t: TestApp, user: TestUser) => Promise<Started>;
}

const db = (t: TestApp) => t.deps.db.kysely;

/**
 * A typed call's outcome as an {@link Answer}: a call the client accepted reads as 200 with its
 * data in the success envelope, a refusal as its HTTP status and catalogue body.
 */
const answerOf = async (call: Promise<unknown>): Promise<Answer> => {
  try {
    return { statusCode: 200, body: JSON.stringify({ code: 0, data: await call }) };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { statusCode: error.status, body: JSON.stringify(error.toBody()) };
  }
};

/** A one-scene Pannellum tour ZIP, the smallest panorama an import takes (1024 × 512). */
const oneSceneZip = async () =>
  zipBytes([
    {
      name: "config.json",
      data: JSON.stringify({
        default: { firstScene: "hall", title: "Hall" },
        scenes: { hall: { title: "Hall", type: "equirectangular", panorama: "hall.jpg" } },
      }),
    },
    { name: "hall.jpg", data: await flatImage(1024, 512, "jpeg") },
  ]);

const flatImage = (width: number, height: number, format: "jpeg" | "png") =>
  sharp({ create: { width, height, channels: 3, background: "#468" } })
    .toFormat(format)
    .toBuffer();

/** Projects of one kind: filled with rows, one more asked of `POST /projects`. */
const projects = (kind: "contents" | "hosting"): QuotaResource => ({
  name: kind === "contents" ? "projects" : "hosting projects",
  plan: kind,
  constraint: "projectCount",
  code: 70001,
  start: async (t, user) => ({
    fill: async (n) => {
      await insertProjects(t, user.id, kind, n);
    },
    used: () => projectRepository(db(t)).countOwned(user.id, kind),
    add: () => answerOf(apiFor(t, user).createProject({ body: { name: "One more", kind } })),
  }),
});

/** Tours of one project, the one more arriving as `arrive` makes it (created, copied, imported). */
const toursPerProject = (
  name: string,
  arrive: (t: TestApp, user: TestUser, projectId: string) => Promise<() => Promise<Answer>>,
): QuotaResource => ({
  name,
  plan: "contents",
  constraint: "tourCountPerProject",
  code: 60003,
  start: async (t, user) => {
    const [projectId = ""] = await insertProjects(t, user.id, "contents", 1);
    const add = await arrive(t, user, projectId);
    return {
      fill: async (n) => {
        await insertTours(t, projectId, n);
      },
      used: () => tourListRepository(db(t)).countInProject(projectId),
      add,
    };
  },
});

const created = toursPerProject(
  "tours per project",
  async (t, user, projectId) => () =>
    answerOf(
      apiFor(t, user).createProjectTour({ params: { id: projectId }, body: { title: "One more" } }),
    ),
);

const copies = toursPerProject("copies", async (t, user, projectId) => {
  // The copied tour lives in another project: only the target's count is under test.
  const [elsewhere = ""] = await insertProjects(t, user.id, "contents", 1);
  const [source = ""] = await insertTours(t, elsewhere, 1);
  return () => answerOf(apiFor(t, user).copyTour({ params: { id: source }, body: { projectId } }));
});

const imports = toursPerProject("imports", async (t, user, projectId) => {
  const zip = await oneSceneZip();
  return () =>
    answerOf(
      apiFor(t, user).importTour({
        params: { id: projectId },
        body: fileForm("file", zip, "tour.zip", "application/zip"),
      }),
    );
});

/** Published URLs: online tours filled in, one more tour (with a finished scene) published. */
const publishedUrls: QuotaResource = {
  name: "published URLs",
  plan: "contents",
  constraint: "publishUrlCount",
  code: 70003,
  start: async (t, user) => {
    const [projectId = ""] = await insertProjects(t, user.id, "contents", 1);
    return {
      fill: async (n) => {
        await insertTours(t, projectId, n, true);
      },
      used: () => publishRepository(db(t)).countOnline(user.id),
      add: async () => {
        const [tourId = ""] = await insertTours(t, projectId, 1);
        await insertScene(t, tourId);
        return answerOf(apiFor(t, user).publishTour({ params: { id: tourId }, body: {} }));
      },
    };
  },
};

/** Storage bytes: the usage column set, one more file stored (a tour picture, a hosted image). */
const storage = (quota: "contents" | "hosting"): QuotaResource => ({
  name: quota === "contents" ? "storage bytes" : "hosting storage bytes",
  plan: quota,
  constraint: "storageUsageSize",
  code: quota === "contents" ? 20004 : 80001,
  start: async (t, user) => {
    const [projectId = ""] = await insertProjects(t, user.id, quota, 1);
    const picture = await flatImage(1024, 512, "png");
    return {
      fill: async (n) => {
        const column = quota === "contents" ? "storage_used_bytes" : "hosting_used_bytes";
        await db(t)
          .updateTable("accounts")
          .set({ [column]: n })
          .where("user_id", "=", user.id)
          .execute();
      },
      used: async () => (await usageOf(t, user.id))[quota],
      add: async () => {
        const api = apiFor(t, user);
        if (quota === "hosting") {
          const files = fileForm("files", picture, "Hall.png", "image/png");
          return answerOf(api.uploadHostingImages({ params: { id: projectId }, body: files }));
        }
        // Each time a tour of its own, so no older picture is given back.
        const [tourId = ""] = await insertTours(t, projectId, 1);
        const cover = fileForm("file", picture, "cover.png", "image/png");
        return answerOf(api.uploadTourThumbnail({ params: { id: tourId }, body: cover }));
      },
    };
  },
});

/** Every counted resource a plan limits. */
export const quotaResources: readonly QuotaResource[] = [
  projects("contents"),
  created,
  copies,
  imports,
  publishedUrls,
  storage("contents"),
  projects("hosting"),
  storage("hosting"),
];
