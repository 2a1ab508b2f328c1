import { z } from "zod";
import { reviewStatusSchema } from "../enums";
import { idSchema, instantSchema, linkSchema } from "./common";
import { pagingQueryShape, titleSchema } from "./listing";
import { storableString } from "./storableText";

/** Most students created by one call. */
export const GROUP_USERS_MAX_PER_CALL = 100;

/** Most characters of a group's name. */
export const EDU_GROUP_NAME_MAX_LENGTH = 50;

/** Body of `POST /edu/group` (a house call of docs/product/calls.md): a new group, known by its name. */
export const eduGroupCreateSchema = z.object({ name: titleSchema(EDU_GROUP_NAME_MAX_LENGTH) });

/** A student group of an instructor (docs/product/entities.md: groupId). */
export const eduGroupSchema = z.object({
  groupId: idSchema,
  name: storableString(),
  userCount: z.number().int().nonnegative(),
  createdAt: instantSchema,
});
/** An edu group. */
export type EduGroup = z.infer<typeof eduGroupSchema>;

/** Most characters (UTF-16 code units, as the schema counts) in a student's alias. */
export const USER_ALIAS_MAX_LENGTH = 50;

/** The name an instructor knows a student by. */
export const userAliasSchema = titleSchema(USER_ALIAS_MAX_LENGTH);

/**
 * A student of a group (docs/product/entities.md: userId, userAlias). Students sign in with `loginId`, an
 * account the instructor created; `licenceExpiresAt` is null without a licence.
 */
export const groupUserSchema = z.object({
  userId: idSchema,
  userAlias: userAliasSchema,
  loginId: storableString().min(1),
  licenceExpiresAt: instantSchema.nullable(),
  lastLoginAt: instantSchema.nullable(),
  createdAt: instantSchema,
});
/** A group user. */
export type GroupUser = z.infer<typeof groupUserSchema>;

/** Body of `PATCH /edu/group/{groupId}/user/{userId}`. */
export const groupUserUpdateSchema = z.object({ userAlias: userAliasSchema });

/**
 * Body of `POST /edu/group/{groupId}/users` (the product leaves it open): the students to create,
 * each known by an alias. The server mints their login ids and first passwords.
 */
export const groupUsersCreateSchema = z.object({
  users: z
    .array(z.object({ userAlias: userAliasSchema }))
    .min(1)
    .max(GROUP_USERS_MAX_PER_CALL),
});

/**
 * A student just created, or whose password was just reset: the only time the password is
 * ever sent, for the instructor to hand over.
 */
export const groupUserCredentialsSchema = groupUserSchema.extend({
  password: storableString().min(8),
});
/** A student with a fresh password. */
export type GroupUserCredentials = z.infer<typeof groupUserCredentialsSchema>;

/** Body of `POST /edu/group/{groupId}/user/download`: some students, or all when absent. */
export const groupUsersDownloadSchema = z.object({
  userIds: z.array(idSchema).min(1).max(1000).optional(),
});

/** A generated file handed over in the answer itself: the group's student list as CSV. */
export const csvFileSchema = z.object({
  fileName: storableString().min(1),
  mimeType: z.literal("text/csv"),
  content: storableString(),
});

/** Answer of `POST /edu/space/{spaceId}/preview`: a link that shows the space until it expires. */
export const spacePreviewSchema = z.object({
  spaceId: idSchema,
  url: linkSchema,
  expiresAt: instantSchema,
});
/** A preview link of a space. */
export type SpacePreview = z.infer<typeof spacePreviewSchema>;

/** A lecture submission of a space and where its review stands. */
export const lectureSubmissionSchema = z.object({
  spaceId: idSchema,
  status: reviewStatusSchema,
  submittedAt: instantSchema,
  reviewedAt: instantSchema.nullable(),
  reviewComment: storableString().nullable(),
});
/** A lecture submission. */
export type LectureSubmission = z.infer<typeof lectureSubmissionSchema>;

/** Most characters of an instructor's review comment. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

/**
 * Body of `PUT /edu/space/{spaceId}/lecture/review` (a house call of docs/product/calls.md): the instructor's verdict on
 * the space's submission in review. A rejection says why, so the student knows what to fix; an
 * approval may carry a comment too.
 */
export const lectureReviewSchema = z
  .object({
    status: z.enum(["approved", "rejected"]),
    reviewComment: storableString()
      .max(REVIEW_COMMENT_MAX_LENGTH, `Must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters.`)
      .nullable()
      .optional(),
  })
  .refine((v) => v.status !== "rejected" || /\S/.test(v.reviewComment ?? ""), {
    message: "Please say why the lecture is rejected.",
    path: ["reviewComment"],
  });
/** A review decision as sent. */
export type LectureReview = z.infer<typeof lectureReviewSchema>;

/** Query of `GET /edu/space/lecture/list` (a house call of docs/product/calls.md): a page of the caller's submissions. */
export const myLecturesQuerySchema = z.object({ ...pagingQueryShape });

/** One of a student's own submissions, with the title of the space submitted. */
export const myLectureSchema = lectureSubmissionSchema.extend({ title: storableString() });
/** One of a student's own submissions. */
export type MyLecture = z.infer<typeof myLectureSchema>;

/**
 * Answer of `GET /edu/group/mine` (a house call of docs/product/calls.md): the caller's own group as a student sees it,
 * and when their newest licence ends (null before any was given); null for someone in no group.
 */
export const myEduGroupSchema = z
  .object({
    groupId: idSchema,
    name: storableString(),
    licenceExpiresAt: instantSchema.nullable(),
  })
  .nullable();
/** A student's own group, or null. */
export type MyEduGroup = z.infer<typeof myEduGroupSchema>;
