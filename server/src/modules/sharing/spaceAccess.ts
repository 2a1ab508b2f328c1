import { AppError } from "@orbis/core/errors";
import { type SpaceAction, type SpaceRole, spaceVerdict } from "@orbis/core/sharing";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { type SpaceRow, spaceRepository } from "./spaceRepository";

/** A space the caller may act on, and what they are to it. */
export interface SpaceAccess {
  readonly space: SpaceRow;
  readonly role: SpaceRole;
}

/**
 * What the user is to a space: the owner before a coworker before a code holder (each sees
 * more than the next); null when none.
 */
export const roleIn = (space: SpaceRow, userId: string): SpaceRole | null => {
  if (space.owner.id === userId) return "owner";
  if (space.is_coworker) return "coworker";
  if (space.is_holder) return "holder";
  return null;
};

/**
 * Checks that the user may do `action` on the space (core's spaceVerdict): a missing tour is
 * 130003 like one the user cannot see, 10403 when they may see it but not do this.
 */
export const requireSpace = async (
  db: Kysely<Database>,
  spaceId: string,
  userId: string,
  action: SpaceAction,
): Promise<SpaceAccess> => {
  const [space] = await spaceRepository(db).spaces([spaceId], userId);
  const role = space === undefined ? null : roleIn(space, userId);
  const verdict = spaceVerdict(role, action);
  if (verdict !== 0) throw new AppError(verdict);
  // spaceVerdict lets only a role through, and only a found space gives one.
  return { space: space as SpaceRow, role: role as SpaceRole };
};
