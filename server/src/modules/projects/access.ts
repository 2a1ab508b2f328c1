import { accessVerdict, type ProjectAction, type ProjectRole } from "@orbis/core/auth";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Kysely, Selectable } from "kysely";
import type { Database, ToursTable } from "../../infra/db/schema";
import { type ProjectRow, projectRepository } from "./projectRepository";
import { projectTourRepository } from "./projectTourRepository";

/** A project the caller may act on, and what they are to it. */
export interface ProjectAccess {
  readonly project: ProjectRow;
  readonly role: ProjectRole;
}

/** A tour the caller may act on, with its project and the caller's role there. */
export interface TourAccess extends ProjectAccess {
  readonly tour: Selectable<ToursTable>;
}

/**
 * Checks that the user may do `action` on the project: 404 when they have no access (another
 * account's ids look like ids that do not exist), 403 when they may look but not do this.
 */
export const requireProject = async (
  db: Kysely<Database>,
  projectId: string,
  userId: string,
  action: ProjectAction,
): Promise<ProjectAccess> => {
  const found = await projectRepository(db).roleOf(projectId, userId);
  const verdict = accessVerdict(found?.role ?? null, action);
  if (verdict !== 0) throw new AppError(verdict);
  return found as ProjectAccess;
};

/** {@link requireProject} for the project of a tour; a missing tour is 404 like a foreign one. */
export const requireTour = async (
  db: Kysely<Database>,
  tourId: string,
  userId: string,
  action: ProjectAction,
): Promise<TourAccess> => {
  const tour = await projectTourRepository(db).findTour(tourId);
  if (tour === undefined) throw new AppError(ErrorCode.notFound);
  const access = await requireProject(db, tour.project_id, userId, action);
  return { ...access, tour };
};
