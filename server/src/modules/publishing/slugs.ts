import { randomBytes } from "node:crypto";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { fallbackSlug, slugFromTitle, slugProblem, uniqueSlug } from "@orbis/core/tours";
import type { Kysely } from "kysely";
import { invalidInput } from "../../http/errors";
import type { Database } from "../../infra/db/schema";
import { publishRepository } from "./publishRepository";

/** 409 for a slug another tour holds, naming it. */
export const slugTaken = (slug: string): AppError =>
  new AppError(ErrorCode.conflict, {
    message: `body.slug: "${slug}" is already used by another published tour; choose another slug`,
    details: { slug },
  });

/** Refuses a reserved slug the publisher asked for (400 naming `body.slug`). */
export const requireClaimableSlug = (slug: string | undefined): void => {
  const problem = slug === undefined ? null : slugProblem(slug);
  if (problem !== null) throw invalidInput([{ in: "body", path: "slug", message: problem }]);
};

/**
 * The slug a publication goes out at: the one asked for (409 when another tour holds it), else
 * the tour's own from an earlier publication, else one derived from the title and made unique
 * (a short random id for a title with nothing to transliterate). A race for the same slug is
 * settled by the column's unique index when the slug is written.
 */
export const chooseSlug = async (
  db: Kysely<Database>,
  tour: { readonly id: string; readonly slug: string | null; readonly title: string },
  asked: string | undefined,
): Promise<string> => {
  const repo = publishRepository(db);
  if (asked !== undefined) {
    const holder = await repo.slugHolder(asked);
    if (holder !== undefined && holder !== tour.id) throw slugTaken(asked);
    return asked;
  }
  if (tour.slug !== null) return tour.slug;
  const base = slugFromTitle(tour.title) ?? fallbackSlug(randomBytes(5).toString("hex"));
  return uniqueSlug(base, new Set(await repo.slugsLike(base)));
};
