import { z } from "zod";
import {
  adminAuditSchema,
  adminGroupSchema,
  adminGroupWriteSchema,
  adminInstructorSchema,
  adminInstructorUpdateSchema,
  adminLicenceSchema,
  adminListQuerySchema,
  adminRecordParamsSchema,
  adminStudentCreatedSchema,
  adminStudentCreateSchema,
  adminStudentSchema,
  adminStudentUpdateSchema,
  adminSubmissionSchema,
} from "../entities/adminApi";
import { lectureReviewSchema } from "../entities/edu";
import { defineRoute } from "../route";

/** A resource's list: a JSON array, placed by a `Content-Range: <resource> 0-24/319` header. */
const listRoute = <S extends z.ZodType>(resource: string, record: S) =>
  defineRoute({
    service: "adminApi",
    method: "GET",
    path: `/${resource}`,
    auth: "required",
    summary: `List ${resource} (sort, range and filter as JSON; getMany filters by id)`,
    query: adminListQuerySchema,
    response: z.array(record),
    responseHeaders: z.object({ "content-range": z.string() }),
    envelope: "raw",
  });

/** A resource's record by id. */
const getRoute = <S extends z.ZodType>(resource: string, record: S) =>
  defineRoute({
    service: "adminApi",
    method: "GET",
    path: `/${resource}/{id}`,
    auth: "required",
    summary: `Get one of ${resource}`,
    params: adminRecordParamsSchema,
    response: record,
    envelope: "raw",
  });

/**
 * The admin REST API (`/admin-api`) of the react-admin console, in the dialect of
 * `ra-data-simple-rest`: bodies are the records themselves (no envelope), lists carry their place
 * in `Content-Range`. Every route needs the access token; what a caller sees follows the edu
 * scope of the v3 routes.
 */
export const adminApiRoutes = {
  adminListGroups: listRoute("groups", adminGroupSchema),
  adminGetGroup: getRoute("groups", adminGroupSchema),
  adminCreateGroup: defineRoute({
    service: "adminApi",
    method: "POST",
    path: "/groups",
    auth: "required",
    summary: "Create a group",
    body: adminGroupWriteSchema,
    bodyKind: "json",
    response: adminGroupSchema,
    envelope: "raw",
  }),
  adminUpdateGroup: defineRoute({
    service: "adminApi",
    method: "PUT",
    path: "/groups/{id}",
    auth: "required",
    summary: "Rename a group",
    params: adminRecordParamsSchema,
    body: adminGroupWriteSchema,
    bodyKind: "json",
    response: adminGroupSchema,
    envelope: "raw",
  }),
  adminDeleteGroup: defineRoute({
    service: "adminApi",
    method: "DELETE",
    path: "/groups/{id}",
    auth: "required",
    summary: "Delete an empty group",
    params: adminRecordParamsSchema,
    response: adminGroupSchema,
    envelope: "raw",
  }),
  adminListStudents: listRoute("students", adminStudentSchema),
  adminGetStudent: getRoute("students", adminStudentSchema),
  adminCreateStudent: defineRoute({
    service: "adminApi",
    method: "POST",
    path: "/students",
    auth: "required",
    summary: "Create a student in a group, answering their one-time password once",
    body: adminStudentCreateSchema,
    bodyKind: "json",
    response: adminStudentCreatedSchema,
    envelope: "raw",
  }),
  adminUpdateStudent: defineRoute({
    service: "adminApi",
    method: "PUT",
    path: "/students/{id}",
    auth: "required",
    summary: "Rename a student (their alias)",
    params: adminRecordParamsSchema,
    body: adminStudentUpdateSchema,
    bodyKind: "json",
    response: adminStudentSchema,
    envelope: "raw",
  }),
  adminListLicences: listRoute("licences", adminLicenceSchema),
  adminGetLicence: getRoute("licences", adminLicenceSchema),
  adminListInstructors: listRoute("instructors", adminInstructorSchema),
  adminGetInstructor: getRoute("instructors", adminInstructorSchema),
  adminUpdateInstructor: defineRoute({
    service: "adminApi",
    method: "PUT",
    path: "/instructors/{id}",
    auth: "required",
    summary: "Edit the caller's instructor profile",
    params: adminRecordParamsSchema,
    body: adminInstructorUpdateSchema,
    bodyKind: "json",
    response: adminInstructorSchema,
    envelope: "raw",
  }),
  adminListSubmissions: listRoute("submissions", adminSubmissionSchema),
  adminGetSubmission: getRoute("submissions", adminSubmissionSchema),
  adminReviewSubmission: defineRoute({
    service: "adminApi",
    method: "PUT",
    path: "/submissions/{id}",
    auth: "required",
    summary: "Approve or reject a submission in review, with feedback",
    params: adminRecordParamsSchema,
    body: lectureReviewSchema,
    bodyKind: "json",
    response: adminSubmissionSchema,
    envelope: "raw",
  }),
  adminListAudit: listRoute("audit", adminAuditSchema),
  adminGetAudit: getRoute("audit", adminAuditSchema),
};

/** The admin API's route table. */
export type AdminApiRoutes = typeof adminApiRoutes;
