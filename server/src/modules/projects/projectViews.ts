import type { Project } from "@orbis/core/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { type ProjectRow, projectRepository } from "./projectRepository";
import { tourListRepository } from "./tourListRepository";
import { projectView } from "./views";

/** Projects with their owners, coworkers, tour counts and card thumbnails, in a few queries. */
export const projectViews = async (
  db: Kysely<Database>,
  rows: readonly ProjectRow[],
): Promise<Project[]> => {
  const repo = projectRepository(db);
  const ids = rows.map((r) => r.id);
  const [owners, coworkers, counts, thumbnails] = await Promise.all([
    repo.owners([...new Set(rows.map((r) => r.owner_id))]),
    repo.coworkersOf(ids),
    repo.tourCounts(ids),
    tourListRepository(db).projectThumbnails(ids),
  ]);
  return rows.flatMap((row) => {
    const owner = owners.find((o) => o.id === row.owner_id);
    if (owner === undefined) return [];
    const view = projectView(
      row,
      owner,
      coworkers.filter((c) => c.project_id === row.id),
      counts.get(row.id) ?? 0,
    );
    return [{ ...view, thumbnailUrl: thumbnails.get(row.id) ?? null }];
  });
};
