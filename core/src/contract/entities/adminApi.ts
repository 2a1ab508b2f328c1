import { z } from "zod";
import { reviewStatusSchema } from "../enums";
import { idSchema, instantSchema } from "./common";
import { EDU_GROUP_NAME_MAX_LENGTH, userAliasSchema } from "./edu";
import { instructorInfoSchema } from "./instructor";
import { licenceDurationSchema, licenceStateSchema } from "./licence";
import { titleSchema } from "./listing";
import { storableString } from "./storableText";

/*
 * The records of the admin REST API (`/admin-api`), in the dialect of react-admin's simple REST
 * data provider: each has an `id`, a list answers an array of them, and an update sends the whole
 * record back, of which only the editable fields are read (the rest is dropped by these schemas).
 */

/**
 * The list query of every resource, as the provider sends it: JSON texts, read and checked by
 * `parseListQuery` of `@orbis/core/admin` so a refusal names the parameter and the field.
 */
export const adminListQuerySchema = z.object({
  sort: z.string().optional(),
  range: z.string().optional(),
  filter: z.string().optional(),
});

/** The `{id}` of a record's path. */
export const adminRecordParamsSchema = z.object({ id: idSchema });

/** A student group. */
export const adminGroupSchema = z.object({
  id: idSchema,
  name: storableString(),
  userCount: z.number().int().nonnegative(),
  createdAt: instantSchema,
});
/** A student group record. */
export type AdminGroup = z.infer<typeof adminGroupSchema>;

/** Body of creating or updating a group: its name only. */
export const adminGroupWriteSchema = z.object({ name: titleSchema(EDU_GROUP_NAME_MAX_LENGTH) });

/** Where a student's licences leave them: none given yet, one running, or all run out. */
export const studentLicenceStateSchema = z.enum(["none", "delivered", "expired"]);

/** A student of one of the caller's groups. */
export const adminStudentSchema = z.object({
  id: idSchema,
  groupId: idSchema,
  userAlias: userAliasSchema,
  loginId: storableString().min(1),
  licenceState: studentLicenceStateSchema,
  licenceExpiresAt: instantSchema.nullable(),
  lastLoginAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
/** A student record. */
export type AdminStudent = z.infer<typeof adminStudentSchema>;

/** A student just created: the only answer that carries their one-time password. */
export const adminStudentCreatedSchema = adminStudentSchema.extend({
  password: storableString().min(8),
});

/** Body of creating a student: one student, in one of the caller's groups. */
export const adminStudentCreateSchema = z.object({ groupId: idSchema, userAlias: userAliasSchema });

/** Body of updating a student: the alias only (a student does not move between groups). */
export const adminStudentUpdateSchema = z.object({ userAlias: userAliasSchema });

/** A licence the caller bought, and the student it was given to. */
export const adminLicenceSchema = z.object({
  id: idSchema,
  productCode: storableString().min(1),
  durationMonths: licenceDurationSchema,
  state: licenceStateSchema,
  groupId: idSchema.nullable(),
  studentId: idSchema.nullable(),
  studentAlias: storableString().nullable(),
  purchasedAt: instantSchema,
  deliveredAt: instantSchema.nullable(),
  expiresAt: instantSchema.nullable(),
});
/** A licence record. */
export type AdminLicence = z.infer<typeof adminLicenceSchema>;

/**
 * The caller's instructor profile; `id` is their user id. Before the first edit the name is the
 * account's (its name, else nickname, else the address's local part), as the v3 call shows it.
 */
export const adminInstructorSchema = instructorInfoSchema
  .pick({ organization: true, phone: true, introduction: true, certified: true })
  .extend({
    id: idSchema,
    name: storableString(),
    certificateNumber: storableString().nullable(),
    certificationExpiresAt: instantSchema.nullable(),
  });
/** An instructor record. */
export type AdminInstructor = z.infer<typeof adminInstructorSchema>;

/** Body of updating the instructor profile: the fields the instructor edits. */
export const adminInstructorUpdateSchema = instructorInfoSchema.pick({
  name: true,
  organization: true,
  phone: true,
  introduction: true,
});

/** One write made through the admin API. */
export const adminAuditSchema = z.object({
  id: idSchema,
  actorId: idSchema.nullable(),
  resource: storableString().min(1),
  recordId: idSchema,
  action: z.enum(["create", "update", "delete"]),
  changes: z.record(z.string(), z.unknown()),
  at: instantSchema,
});
/** An audit record. */
export type AdminAudit = z.infer<typeof adminAuditSchema>;

/** A lecture a student of the caller's groups submitted for the caller's review. */
export const adminSubmissionSchema = z.object({
  id: idSchema,
  spaceId: idSchema,
  title: storableString(),
  studentId: idSchema,
  studentAlias: storableString().nullable(),
  groupId: idSchema,
  status: reviewStatusSchema,
  submittedAt: instantSchema,
  reviewedAt: instantSchema.nullable(),
  reviewComment: storableString().nullable(),
});
/** A submission record. */
export type AdminSubmission = z.infer<typeof adminSubmissionSchema>;
