import { z } from "zod";
import { idSchema, instantSchema, linkSchema } from "./common";
import { pagingQueryShape, sortDirectionSchema, titleSchema } from "./listing";
import { personSchema } from "./person";
import { storableString } from "./storableText";

/*
 * A space is a tour seen from sharing, comments and edu: `spaceId` is the tour id (docs/architecture.md#decisions-where-the-product-is-silent).
 * A share code gathers spaces; whoever holds the code sees them and may comment.
 */

/** A share code (docs/product/entities.md: title, codeId); `code` is what its holders type in. */
export const shareCodeSchema = z.object({
  codeId: idSchema,
  title: titleSchema(50),
  code: storableString().regex(/^[A-Z0-9]{6,12}$/),
  spaceCount: z.number().int().nonnegative(),
  createdAt: instantSchema,
});
/** A share code. */
export type ShareCode = z.infer<typeof shareCodeSchema>;

/** One share code with the spaces shared through it (`GET /space/share/code/{codeId}`). */
export const shareCodeDetailSchema = shareCodeSchema.extend({ spaceIds: z.array(idSchema) });

/** Body of `POST /space/share/code`. */
export const shareCodeCreateSchema = z.object({ title: titleSchema(50) });

/** Body of `POST /space/share/code/join`: the code as typed (case, spaces and dashes are ignored). */
export const shareCodeJoinSchema = z.object({ code: storableString().min(1).max(32) });

/**
 * A share code someone else owns that the caller holds (the answer of joining with a code, an
 * item of the held list).
 */
export const heldShareCodeSchema = z.object({
  codeId: idSchema,
  title: storableString(),
  owner: personSchema,
  spaceCount: z.number().int().nonnegative(),
  joinedAt: instantSchema,
});
/** A held share code. */
export type HeldShareCode = z.infer<typeof heldShareCodeSchema>;

/** Body of sharing and unsharing a space: the codes to add or remove. */
export const spaceShareSchema = z.object({ codeIds: z.array(idSchema).min(1).max(100) });

/** Answer of sharing and unsharing: the codes the space is shared through afterwards. */
export const spaceShareStateSchema = z.object({ spaceId: idSchema, codeIds: z.array(idSchema) });

/** Sort keys of the shared space list. */
export const sharedSpaceSortSchema = z.enum(["sharedAt", "updatedAt", "title"]);

/** Query of `GET /space/share/list`; `search` looks in titles. */
export const sharedSpaceQuerySchema = z.object({
  ...pagingQueryShape,
  sort: sharedSpaceSortSchema.default("sharedAt"),
  sortDirection: sortDirectionSchema.default("DESC"),
  search: storableString().max(100).optional(),
});

/** What the caller is to a space: its owner, a coworker on its project, or a code holder. */
export const spaceRoleSchema = z.enum(["owner", "coworker", "holder"]);

/**
 * A shared space; `unread` is the alert (shared, republished or commented on by someone else)
 * that `DELETE /space/{spaceId}/unread` clears. `viewUrl` is the published tour a holder plays,
 * null while the tour is offline. `codeIds` are the owner's codes for the owner, the held ones
 * for a holder.
 */
export const sharedSpaceSchema = z.object({
  spaceId: idSchema,
  title: storableString(),
  thumbnailUrl: linkSchema.nullable(),
  viewUrl: linkSchema.nullable(),
  role: spaceRoleSchema,
  owner: personSchema,
  codeIds: z.array(idSchema),
  commentCount: z.number().int().nonnegative(),
  unread: z.boolean(),
  sharedAt: instantSchema,
  updatedAt: instantSchema,
});
/** A shared space item. */
export type SharedSpace = z.infer<typeof sharedSpaceSchema>;

/** Longest comment. */
export const COMMENT_MAX_LENGTH = 1000;

/** Body of writing or editing a comment. */
export const commentBodySchema = z.object({ content: titleSchema(COMMENT_MAX_LENGTH) });

/**
 * Query of `GET /space/{spaceId}/comment/list`: newest first, always (docs/product/limits.md). `until` keeps
 * paging stable while comments arrive: later pages count only comments written at or before
 * it (the first page's newest `createdAt`).
 */
export const commentListQuerySchema = z.object({
  ...pagingQueryShape,
  sortDirection: z.literal("DESC").default("DESC"),
  until: instantSchema.optional(),
});

/** Answer of `GET /space/share/unread`: how many shared spaces show the unread alert. */
export const unreadSpaceCountSchema = z.object({ count: z.number().int().nonnegative() });

/** A comment on a space (docs/product/entities.md: content, commentId, spaceId); `mine` allows editing. */
export const spaceCommentSchema = z.object({
  commentId: idSchema,
  spaceId: idSchema,
  content: storableString(),
  author: personSchema,
  mine: z.boolean(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
/** A space comment. */
export type SpaceComment = z.infer<typeof spaceCommentSchema>;
