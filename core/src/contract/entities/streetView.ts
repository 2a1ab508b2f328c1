import { z } from "zod";
import { idSchema, instantSchema } from "./common";
import { storableString } from "./storableText";

/**
 * Where a Street View publish stands (docs/architecture.md#street-view): `pending` until a worker
 * takes it, `uploading` while the panorama goes to Google, then `published` or `failed`.
 */
export const streetViewPublishStateSchema = z.enum(["pending", "uploading", "published", "failed"]);
/** Where a Street View publish stands. */
export type StreetViewPublishState = z.infer<typeof streetViewPublishStateSchema>;

/** A latitude in degrees (WGS 84). */
export const latitudeSchema = z.number().min(-90).max(90);
/** A longitude in degrees (WGS 84). */
export const longitudeSchema = z.number().min(-180).max(180);
/** A compass heading in degrees, 0 north, clockwise, below 360. */
export const headingSchema = z.number().min(0).lt(360);

/** Whether Street View works on this server, and the Google account the caller linked. */
export const streetViewLinkSchema = z.object({
  /** False when the server has no Google client: nothing can be linked or published. */
  configured: z.boolean(),
  linked: z.boolean(),
  /** The linked account's address or name, as Google shared them. */
  accountEmail: z.string().nullable(),
  accountName: z.string().nullable(),
  linkedAt: instantSchema.nullable(),
});
/** The caller's Street View link. */
export type StreetViewLink = z.infer<typeof streetViewLinkSchema>;

/** The answer of the link start: where the browser goes to grant Orbis the Street View scope. */
export const streetViewAuthorizationSchema = z.object({ authorizationUrl: z.string() });

/**
 * Asks for a scene's panorama on Street View. The place is the scene's geo position unless given
 * here; the heading (where the panorama's centre faces) is 0 when absent.
 */
export const streetViewPublishBodySchema = z.object({
  tourId: idSchema,
  sceneId: idSchema,
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  heading: headingSchema.optional(),
});
/** The body of a Street View publish. */
export type StreetViewPublishBody = z.infer<typeof streetViewPublishBodySchema>;

/** One publish of a scene to Street View, as its owner sees it. */
export const streetViewPublishSchema = z.object({
  id: idSchema,
  tourId: idSchema,
  sceneId: idSchema,
  sceneTitle: storableString(),
  state: streetViewPublishStateSchema,
  /** Google's reason when the publish failed. */
  reason: z.string().nullable(),
  /** Google's photo id once created. */
  photoId: z.string().nullable(),
  /** Google's `mapsPublishStatus` as last read (PUBLISHED, REJECTED_UNKNOWN, …). */
  mapsPublishStatus: z.string().nullable(),
  /** The Google Maps link of the published photo. */
  shareLink: z.string().nullable(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  heading: headingSchema,
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
/** One publish of a scene to Street View. */
export type StreetViewPublish = z.infer<typeof streetViewPublishSchema>;
