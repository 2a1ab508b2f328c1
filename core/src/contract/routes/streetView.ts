import { emptyDataSchema } from "../entities/common";
import {
  streetViewAuthorizationSchema,
  streetViewLinkSchema,
  streetViewPublishBodySchema,
  streetViewPublishSchema,
} from "../entities/streetView";
import { defineRoute } from "../route";

/**
 * The Street View account (`/mypage/streetview`): linking a Google account with the Street View
 * Publish scope and publishing scenes' panoramas (docs/architecture.md#street-view). Google's
 * answer to the link comes back to the raw `GET /api/v3/street-view/callback`, outside this table.
 */
export const streetViewRoutes = {
  getStreetViewLink: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/street-view/link",
    auth: "required",
    summary: "Whether Street View is configured here and the Google account the caller linked",
    response: streetViewLinkSchema,
    envelope: "data",
  }),
  startStreetViewLink: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/street-view/link",
    auth: "required",
    summary: "Start linking a Google account: answers Google's authorization URL",
    response: streetViewAuthorizationSchema,
    envelope: "data",
  }),
  unlinkStreetView: defineRoute({
    service: "apiV3",
    method: "DELETE",
    path: "/street-view/link",
    auth: "required",
    summary: "Unlink the Google account and forget its token",
    response: emptyDataSchema,
    envelope: "data",
  }),
  publishToStreetView: defineRoute({
    service: "apiV3",
    method: "POST",
    path: "/street-view/publishes",
    auth: "required",
    summary: "Publish a 2:1 scene's panorama to Street View; answers the pending publish",
    body: streetViewPublishBodySchema,
    bodyKind: "json",
    response: streetViewPublishSchema,
    envelope: "data",
  }),
  listStreetViewPublishes: defineRoute({
    service: "apiV3",
    method: "GET",
    path: "/street-view/publishes",
    auth: "required",
    summary: "List the caller's Street View publishes with their states, newest first",
    response: streetViewPublishSchema,
    envelope: "list",
  }),
};
