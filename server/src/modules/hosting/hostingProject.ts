import type { ProjectAction } from "@orbis/core/auth";
import type { Kysely } from "kysely";
import { invalidInput } from "../../http/errors";
import type { Database } from "../../infra/db/schema";
import type { ProjectRow } from "../projects";
import { requireProject } from "../projects";

/**
 * The hosting project the caller may do `action` on: 404 for no access, 403 for missing rights
 * (as for every project), then 400 naming the id when it is a contents project, which holds
 * tours and has no image store.
 */
export const requireHostingProject = async (
  db: Kysely<Database>,
  projectId: string,
  userId: string,
  action: ProjectAction,
): Promise<ProjectRow> => {
  const { project } = await requireProject(db, projectId, userId, action);
  if (project.kind !== "hosting") {
    throw invalidInput([
      { in: "params", path: "id", message: "a contents project holds tours, not hosted images" },
    ]);
  }
  return project;
};
