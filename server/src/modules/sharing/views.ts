import type { HeldShareCode, ShareCode, SharedSpace, SpaceComment } from "@orbis/core/contract";
import type { SpaceRole } from "@orbis/core/sharing";
import { iso, type PersonRow, personView } from "../projects";
import { tourUrl } from "../publishing";
import type { CommentRow } from "./commentRepository";
import type { ShareCodeRow } from "./shareCodeRepository";
import type { SpaceRow } from "./spaceRepository";

/** One of the caller's share codes. */
export const shareCodeView = (row: ShareCodeRow): ShareCode => ({
  codeId: row.id,
  title: row.title,
  code: row.code,
  spaceCount: row.space_count,
  createdAt: iso(row.created_at),
});

/** A code the caller holds (the answer of joining, an item of the held list). */
export const heldShareCodeView = (
  row: ShareCodeRow,
  owner: PersonRow,
  joinedAt: Date | string,
): HeldShareCode => ({
  codeId: row.id,
  title: row.title,
  owner: personView(owner),
  spaceCount: row.space_count,
  joinedAt: iso(joinedAt),
});

/** What a space item says beyond its tour: the caller's role, codes, share date and alert. */
export interface SpaceStanding {
  readonly role: SpaceRole;
  readonly codeIds: readonly string[];
  readonly sharedAt: Date;
  readonly unread: boolean;
}

/** A space as its owner, a coworker or a code holder sees it in a list or alone. */
export const sharedSpaceView = (
  row: SpaceRow,
  standing: SpaceStanding,
  publicUrl: string,
): SharedSpace => ({
  spaceId: row.id,
  title: row.title,
  thumbnailUrl: row.thumbnail_key === null ? null : `/cdn/${row.thumbnail_key}`,
  viewUrl:
    row.published_version === null || row.slug === null ? null : tourUrl(publicUrl, row.slug),
  role: standing.role,
  owner: personView(row.owner),
  codeIds: [...standing.codeIds],
  commentCount: row.comment_count,
  unread: standing.unread,
  sharedAt: iso(standing.sharedAt),
  updatedAt: iso(row.updated_at),
});

/** A comment as `viewerId` sees it (`mine` lets them edit it). */
export const commentView = (row: CommentRow, viewerId: string): SpaceComment => ({
  commentId: row.id,
  spaceId: row.tour_id,
  content: row.content,
  author: personView(row.author),
  mine: row.author.id === viewerId,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});
