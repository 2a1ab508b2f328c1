import { z } from "zod";
import { pageSchema } from "../entities/listing";
import {
  coworkerSchema,
  projectCreateSchema,
  projectListQuerySchema,
  projectQuerySchema,
  projectSchema,
  sharedProjectSchema,
} from "../entities/project";
import { tourCreateSchema, tourListItemSchema, tourListQuerySchema } from "../entities/tourList";
import { defineRoute } from "../route";
import { idParamsSchema } from "./params";

/** The project calls of the main API v2 (spec §7), and the project creation the product needs. */
export const projectRoutes = {
  listProjects: defineRoute({
    service: "apiV2",
    method: "GET",
    path: "/projects",
    auth: "required",
    summary: "List the projects of an owner (the caller by default)",
    query: projectListQuerySchema,
    response: z.array(projectSchema),
    envelope: "data",
  }),
  // Beyond spec §7, which lists no way to create a project; the product cannot do without one.
  createProject: defineRoute({
    service: "apiV2",
    method: "POST",
    path: "/projects",
    auth: "required",
    summary: "Create a contents or hosting project, optionally around an existing tour",
    body: projectCreateSchema,
    bodyKind: "json",
    response: projectSchema,
    envelope: "data",
  }),
  listSharedProjects: defineRoute({
    service: "apiV2",
    method: "GET",
    path: "/projects/shared-list",
    auth: "required",
    summary: "List the projects other accounts share with the caller",
    response: z.array(sharedProjectSchema),
    envelope: "data",
  }),
  listProjectCoworkers: defineRoute({
    service: "apiV2",
    method: "GET",
    path: "/projects/coworkers",
    auth: "required",
    summary: "List the coworkers of a project",
    query: projectQuerySchema,
    response: z.array(coworkerSchema),
    envelope: "data",
  }),
  createProjectTour: defineRoute({
    service: "apiV2",
    method: "POST",
    path: "/projects/{id}/tours",
    auth: "required",
    summary: "Add a new, empty tour to a project",
    params: idParamsSchema,
    body: tourCreateSchema,
    bodyKind: "json",
    response: tourListItemSchema,
    envelope: "data",
  }),
  listProjectTours: defineRoute({
    service: "apiV2",
    method: "GET",
    path: "/projects/tours",
    auth: "required",
    summary: "List a page of a project's tours, sorted, searched and filtered by publication",
    query: tourListQuerySchema,
    response: pageSchema(tourListItemSchema),
    envelope: "data",
  }),
};
