import type { Database } from "../../../infra/db/schema";
import { apiFor } from "../../../testing/apiClient";
import { rowCountRepository } from "../../../testing/rowCountRepository";
import type { TestApp } from "../../../testing/testApp";
import type { TestUser } from "../../../testing/users";
import { publish, tourWithScene } from "../../publishing/testing";

/** The tables sharing writes to. */
const SHARING_TABLES = [
  "share_codes",
  "share_code_holders",
  "space_shares",
  "space_reads",
  "space_comments",
  "comment_posts",
  "code_guesses",
] as const satisfies readonly (keyof Database)[];

/** The row count of every sharing table: equal before and after a refused call. */
export const sharingRows = async (
  t: TestApp,
): Promise<Record<(typeof SHARING_TABLES)[number], number>> => {
  const rows = rowCountRepository(t.deps.db.kysely);
  const counts = await Promise.all(SHARING_TABLES.map((table) => rows.count(table)));
  return Object.fromEntries(SHARING_TABLES.map((table, i) => [table, counts[i] ?? 0])) as Record<
    (typeof SHARING_TABLES)[number],
    number
  >;
};

/** A new published tour of `owner`, with one finished scene, and its slug. */
export const publishedTour = async (t: TestApp, owner: TestUser, title = "Lighthouse") => {
  const tour = await tourWithScene(t, owner, title);
  const { slug } = await publish(t, owner, tour.tourId);
  return { ...tour, slug };
};

/** A new code of `owner` sharing `tourId`, joined by each of `holders`. */
export const shareWith = async (
  t: TestApp,
  owner: TestUser,
  tourId: string,
  holders: readonly TestUser[],
  title = "Class 3-2",
) => {
  const code = await apiFor(t, owner).createShareCode({ body: { title } });
  await apiFor(t, owner).shareSpace({
    params: { spaceId: tourId },
    body: { codeIds: [code.codeId] },
  });
  for (const holder of holders)
    await apiFor(t, holder).joinShareCode({ body: { code: code.code } });
  return code;
};
