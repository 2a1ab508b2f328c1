import { randomUUID } from "node:crypto";
import { DEFAULT_TOUR_SETTINGS } from "../modules/projects";
import type { TestApp } from "./testApp";

/*
 * Many rows at once, straight in the database, for tests that need an account far along (a
 * project count at a plan's limit, hundreds of published tours) without making each through
 * the API. The calls under test then count these rows as they would any others.
 */

const now = (t: TestApp) => t.deps.clock();

/** Inserts `n` projects of a kind owned by `ownerId`; answers their ids. */
export const insertProjects = async (
  t: TestApp,
  ownerId: string,
  kind: "contents" | "hosting",
  n: number,
): Promise<string[]> => {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    owner_id: ownerId,
    name: `Filler ${i}`,
    kind,
    created_at: now(t),
    updated_at: now(t),
  }));
  if (n > 0) await t.deps.db.kysely.insertInto("projects").values(rows).execute();
  return rows.map((r) => r.id);
};

/** Inserts `n` empty tours in a project, online (published at a slug) when `published`. */
export const insertTours = async (
  t: TestApp,
  projectId: string,
  n: number,
  published = false,
): Promise<string[]> => {
  const rows = Array.from({ length: n }, () => {
    const id = randomUUID();
    return {
      id,
      project_id: projectId,
      title: `Filler ${id.slice(0, 8)}`,
      settings: JSON.stringify(DEFAULT_TOUR_SETTINGS),
      initial_view: null,
      thumbnail_key: null,
      slug: published ? `filler-${id}` : null,
      published_version: published ? 1 : null,
      created_at: now(t),
      updated_at: now(t),
    };
  });
  if (n > 0) await t.deps.db.kysely.insertInto("tours").values(rows).execute();
  return rows.map((r) => r.id);
};
