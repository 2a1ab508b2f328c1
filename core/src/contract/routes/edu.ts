import { z } from "zod";
import {
  csvFileSchema,
  eduGroupCreateSchema,
  eduGroupSchema,
  groupUserCredentialsSchema,
  groupUserSchema,
  groupUsersCreateSchema,
  groupUsersDownloadSchema,
  groupUserUpdateSchema,
  lectureSubmissionSchema,
  spacePreviewSchema,
} from "../entities/edu";
import { defineRoute } from "../route";
import { aiImageRoutes } from "./aiImages";
import { instructorRoutes } from "./instructor";
import { groupParamsSchema, groupUserParamsSchema, spaceParamsSchema } from "./params";

/** The edu group and edu space calls of the main API v3 (spec §7). */
export const eduGroupRoutes = {
  createEduGroup: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/edu/group",
    auth: "required",
    summary: "Create a student group",
    body: eduGroupCreateSchema,
    bodyKind: "json",
    response: eduGroupSchema,
    envelope: "data",
  }),
  listEduGroups: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/group/list",
    auth: "required",
    summary: "List the instructor's student groups",
    response: z.array(eduGroupSchema),
    envelope: "data",
  }),
  listEduGroupUsers: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/group/{groupId}/user/list",
    auth: "required",
    summary: "List the students of a group",
    params: groupParamsSchema,
    response: z.array(groupUserSchema),
    envelope: "data",
  }),
  downloadEduGroupUsers: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/edu/group/{groupId}/user/download",
    auth: "required",
    summary: "Export the students of a group as a CSV file",
    params: groupParamsSchema,
    body: groupUsersDownloadSchema,
    bodyKind: "json",
    response: csvFileSchema,
    envelope: "data",
  }),
  updateEduGroupUser: defineRoute({
    service: "apiV3",
    method: "PATCH",
    path: "/edu/group/{groupId}/user/{userId}",
    auth: "required",
    summary: "Rename a student (their alias)",
    params: groupUserParamsSchema,
    body: groupUserUpdateSchema,
    bodyKind: "json",
    response: groupUserSchema,
    envelope: "data",
  }),
  createEduGroupUsers: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/edu/group/{groupId}/users",
    auth: "required",
    summary: "Create student accounts in a group, answering their first passwords once",
    params: groupParamsSchema,
    body: groupUsersCreateSchema,
    bodyKind: "json",
    response: z.array(groupUserCredentialsSchema),
    envelope: "data",
  }),
  resetEduGroupUserPassword: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/edu/group/{groupId}/user/{userId}/reset",
    auth: "required",
    summary: "Give a student a new password, answered once",
    params: groupUserParamsSchema,
    response: groupUserCredentialsSchema,
    envelope: "data",
  }),
  previewEduSpace: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/edu/space/{spaceId}/preview",
    auth: "required",
    summary: "Make a time-limited preview link of a space",
    params: spaceParamsSchema,
    response: spacePreviewSchema,
    envelope: "data",
  }),
  submitEduLecture: defineRoute({
    service: "apiV3",
    method: "PUT",
    path: "/edu/space/{spaceId}/lecture/submit",
    auth: "required",
    summary: "Submit a space as a lecture for review",
    params: spaceParamsSchema,
    response: lectureSubmissionSchema,
    envelope: "data",
  }),
};

/** Every edu call: groups, spaces, AI images, instructor and licences. */
export const eduRoutes = {
  ...eduGroupRoutes,
  ...aiImageRoutes,
  ...instructorRoutes,
};
