import { z } from "zod";
import { emptyDataSchema } from "../entities/common";
import { geometryDeleteSchema, geometrySchema, geometryUploadSchema } from "../entities/geometry";
import {
  markerIdsSchema,
  markerVoiceRequestSchema,
  markerVoiceSchema,
  voiceLanguageSchema,
} from "../entities/marker";
import { tourCopySchema } from "../entities/tour";
import { tourListItemSchema } from "../entities/tourList";
import { defineRoute } from "../route";
import { geometryParamsSchema, idParamsSchema, markerParamsSchema } from "./params";

/** The tour calls of the main API v2 (docs/product/calls.md): geometries, markers, copy and marker voice. */
export const tourPartRoutes = {
  saveTourGeometries: defineRoute({
    service: "apiV2",
    method: "PUT",
    path: "/tours/{id}/geometries",
    auth: "required",
    summary: "Replace a tour's geometries, with the images they are filled with",
    params: idParamsSchema,
    body: geometryUploadSchema,
    bodyKind: "multipart",
    response: z.array(geometrySchema),
    envelope: "data",
  }),
  deleteTourGeometry: defineRoute({
    service: "apiV2",
    method: "DELETE",
    path: "/tours/{id}/geometries/{geometryId}",
    auth: "required",
    summary: "Delete one geometry",
    params: geometryParamsSchema,
    body: geometryDeleteSchema,
    bodyKind: "json",
    response: emptyDataSchema,
    envelope: "data",
  }),
  deleteTourMarkers: defineRoute({
    service: "apiV2",
    method: "DELETE",
    path: "/tours/{id}/markers",
    auth: "required",
    summary: "Delete markers in bulk",
    params: idParamsSchema,
    body: markerIdsSchema,
    bodyKind: "json",
    response: emptyDataSchema,
    envelope: "data",
  }),
  copyTour: defineRoute({
    service: "apiV2",
    method: "POST",
    path: "/tours/{id}/copy",
    auth: "required",
    summary: "Copy a tour with its scenes and files, unpublished",
    params: idParamsSchema,
    body: tourCopySchema,
    bodyKind: "json",
    response: tourListItemSchema,
    envelope: "data",
  }),
  listVoiceLanguages: defineRoute({
    service: "apiV2",
    method: "GET",
    path: "/polly/languages",
    auth: "required",
    summary: "List the languages and voices the speech engine has",
    response: z.array(voiceLanguageSchema),
    envelope: "data",
  }),
  synthesizeMarkerVoice: defineRoute({
    service: "apiV2",
    method: "PUT",
    path: "/polly/tours/{id}/markers/{markerId}/voice",
    auth: "required",
    summary: "Speak an info marker's text and attach the audio to the marker",
    params: markerParamsSchema,
    body: markerVoiceRequestSchema,
    bodyKind: "json",
    response: markerVoiceSchema,
    envelope: "data",
  }),
};
