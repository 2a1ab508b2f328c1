import type { Deps } from "../../deps";
import { removeStored, storageLedger } from "../storage";
import { projectRepository } from "./projectRepository";

/**
 * Deletes a project with its tours, giving their storage back in the same transaction, then
 * removes the files. A file left behind by a crash between the two is only unused space; a
 * missing file for a live row cannot happen this way round.
 */
export const deleteProjectWithFiles = async (deps: Deps, projectId: string): Promise<void> => {
  const freed = await deps.db.kysely.transaction().execute(async (trx) => {
    const rows = await storageLedger(trx).releaseWhere("project_id", projectId);
    await projectRepository(trx).remove(projectId);
    return rows;
  });
  await removeStored(deps, freed);
};
