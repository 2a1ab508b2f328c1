import { z } from "zod";
import {
  certificationSchema,
  instructorHistoryItemSchema,
  instructorHistoryQuerySchema,
  instructorInfoSchema,
  instructorInfoUpdateSchema,
} from "../entities/instructor";
import { licenceDeliverySchema, licenceListQuerySchema, licenceSchema } from "../entities/licence";
import { pageSchema } from "../entities/listing";
import { langCodeHeaders } from "../headers";
import { defineRoute } from "../route";

/** The instructor and licence calls of the main API v3 (docs/product/calls.md). */
export const instructorRoutes = {
  getInstructorInfo: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/instructor/info",
    auth: "required",
    summary: "Get the caller's instructor profile",
    response: instructorInfoSchema,
    envelope: "data",
  }),
  updateInstructorInfo: defineRoute({
    service: "apiV3",
    method: "PATCH",
    path: "/edu/instructor/info",
    auth: "required",
    summary: "Edit the caller's instructor profile",
    body: instructorInfoUpdateSchema,
    bodyKind: "json",
    response: instructorInfoSchema,
    envelope: "data",
  }),
  getInstructorCertification: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/instructor/certification/info",
    auth: "required",
    summary: "Get the caller's instructor certification",
    response: certificationSchema,
    envelope: "data",
  }),
  renewInstructorCertification: defineRoute({
    service: "apiV3",
    method: "PATCH",
    path: "/edu/instructor/certification/renew",
    auth: "required",
    summary: "Renew the caller's instructor certification",
    response: certificationSchema,
    envelope: "data",
  }),
  listInstructorHistory: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/instructor/history/list",
    auth: "required",
    summary: "List a page of the instructor's licence payments",
    query: instructorHistoryQuerySchema,
    headers: langCodeHeaders,
    response: pageSchema(instructorHistoryItemSchema),
    envelope: "data",
  }),
  deliverLicences: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/edu/license/delivery",
    auth: "required",
    summary: "Give students of a group one available licence each",
    body: licenceDeliverySchema,
    bodyKind: "json",
    response: z.array(licenceSchema),
    envelope: "data",
  }),
  listLicences: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/edu/license/simple/list",
    auth: "required",
    summary: "List a page of the instructor's student licences",
    query: licenceListQuerySchema,
    headers: langCodeHeaders,
    response: pageSchema(licenceSchema),
    envelope: "data",
  }),
};
