import { z } from "zod";
import { projectKindSchema } from "../enums";
import { emailSchema, idSchema, instantSchema, linkSchema } from "./common";
import { titleSchema } from "./listing";
import { personSchema } from "./person";
import { storableString } from "./storableText";

/** Longest project name. */
export const PROJECT_NAME_MAX_LENGTH = 100;

/** What a coworker may do: `editor` edits and publishes tours, `viewer` only looks. */
export const coworkerRoleSchema = z.enum(["editor", "viewer"]);
/** A coworker role. */
export type CoworkerRole = z.infer<typeof coworkerRoleSchema>;

/** A coworker of a project (`GET /projects/coworkers`). */
export const coworkerSchema = personSchema.extend({ role: coworkerRoleSchema });
/** A coworker. */
export type Coworker = z.infer<typeof coworkerSchema>;

/** A project: tours (`contents`) or a 360° image store (`hosting`), docs/architecture.md#decisions-where-the-product-is-silent. */
export const projectSchema = z.object({
  id: idSchema,
  name: titleSchema(PROJECT_NAME_MAX_LENGTH),
  kind: projectKindSchema,
  owner: personSchema,
  coworkers: z.array(coworkerSchema),
  tourCount: z.number().int().nonnegative(),
  thumbnailUrl: linkSchema.nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
/** A project. */
export type Project = z.infer<typeof projectSchema>;

/** Query of `GET /projects`: whose projects; the caller's when absent. */
export const projectListQuerySchema = z.object({ owner: idSchema.optional() });

/** A project shared with the caller (docs/product/entities.md: ownerID, projectID), with names to show. */
export const sharedProjectSchema = z.object({
  ownerID: idSchema,
  projectID: idSchema,
  name: storableString(),
  owner: personSchema,
});
/** A shared project item. */
export type SharedProject = z.infer<typeof sharedProjectSchema>;

/** Query naming a project: `proj`. */
export const projectQuerySchema = z.object({ proj: idSchema });

/**
 * Body of `POST /projects` (a house call of docs/product/calls.md). With `tourId` the project is made around an
 * existing tour, which needs at least one scene (60006).
 */
export const projectCreateSchema = z.object({
  name: titleSchema(PROJECT_NAME_MAX_LENGTH),
  kind: projectKindSchema,
  tourId: idSchema.optional(),
});
/** Body of the project creation. */
export type ProjectCreate = z.infer<typeof projectCreateSchema>;

/** Who the caller is to a tour, from `GET /tour/{id}/permission?proj=`. */
export const tourPermissionSchema = z.object({
  role: z.enum(["owner", "coworker", "shared"]),
  canView: z.boolean(),
  canEdit: z.boolean(),
  canPublish: z.boolean(),
});
/** A tour permission answer. */
export type TourPermission = z.infer<typeof tourPermissionSchema>;

/** Body of `POST /projects/{id}/coworkers` (a house call of docs/product/calls.md): invite an account by its email. */
export const coworkerAddSchema = z.object({ email: emailSchema, role: coworkerRoleSchema });
/** Body of the coworker invitation. */
export type CoworkerAdd = z.infer<typeof coworkerAddSchema>;

/** `{id}` and `{userId}` of a project's coworker. */
export const coworkerParamsSchema = z.object({ id: idSchema, userId: idSchema });

/** Body of `PATCH /projects/{id}` (a house call of docs/product/calls.md): rename. */
export const projectUpdateSchema = z.object({ name: titleSchema(PROJECT_NAME_MAX_LENGTH) });
