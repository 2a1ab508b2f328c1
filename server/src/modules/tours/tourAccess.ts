import type { Tour } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { loadTourDocument } from "./tourDocument";
import { tourRepository } from "./tourRepository";

/** The whole tour, or 500 when it vanished between the access check and the read. */
export const tourDocument = async (db: Kysely<Database>, tourId: string): Promise<Tour> => {
  const tour = await loadTourDocument(db, tourId);
  if (tour === undefined) throw new AppError(ErrorCode.notFound);
  return tour;
};

/** Marks a tour (and its project) changed now. */
export const touchTour = async (
  db: Kysely<Database>,
  tourId: string,
  projectId: string,
  now: Date,
): Promise<void> => {
  await tourRepository(db).touch(tourId, projectId, now);
};
