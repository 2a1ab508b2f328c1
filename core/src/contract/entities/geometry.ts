import { z } from "zod";
import { idSchema } from "./common";
import { titleSchema } from "./listing";
import { geoPositionSchema, sphericalPointSchema } from "./position";
import { storableString } from "./storableText";

/** Most vertices a drawn geometry may have. */
export const GEOMETRY_MAX_VERTICES = 500;

/** Fewest vertices of each kind of geometry: a closed shape needs three, a line two. */
export const GEOMETRY_MIN_VERTICES = { polygon: 3, polyline: 2 } as const;

/** A `#rrggbb` colour. */
export const colorSchema = storableString().regex(
  /^#[0-9a-fA-F]{6}$/,
  "Match the requested format.",
);

/** How a geometry is drawn. Widths are screen pixels; opacities 0..1. */
export const geometryStyleSchema = z.object({
  strokeColor: colorSchema,
  strokeWidth: z.number().min(0).max(20),
  strokeOpacity: z.number().min(0).max(1),
  fillColor: colorSchema,
  fillOpacity: z.number().min(0).max(1),
  /**
   * An image laid over a polygon: a link when read. On `PUT /tours/{id}/geometries` it may instead
   * name a file part of the same request, which the server stores and answers with its link;
   * that is why the call is multipart.
   */
  fillImage: storableString().min(1).max(2048).nullable(),
});
/** A geometry style. */
export type GeometryStyle = z.infer<typeof geometryStyleSchema>;

const geometryBase = {
  id: idSchema,
  sceneId: idSchema,
  title: titleSchema(100).nullable(),
  style: geometryStyleSchema,
};

/** A closed shape on the sphere, at least 3 vertices; `geo` places it on the map too. */
export const polygonSchema = z.object({
  ...geometryBase,
  type: z.literal("polygon"),
  vertices: z
    .array(sphericalPointSchema)
    .min(GEOMETRY_MIN_VERTICES.polygon)
    .max(GEOMETRY_MAX_VERTICES),
  geo: z
    .array(geoPositionSchema)
    .min(GEOMETRY_MIN_VERTICES.polygon)
    .max(GEOMETRY_MAX_VERTICES)
    .nullable(),
});

/** An open line on the sphere, at least 2 vertices; `geo` places it on the map too. */
export const polylineSchema = z.object({
  ...geometryBase,
  type: z.literal("polyline"),
  vertices: z
    .array(sphericalPointSchema)
    .min(GEOMETRY_MIN_VERTICES.polyline)
    .max(GEOMETRY_MAX_VERTICES),
  geo: z
    .array(geoPositionSchema)
    .min(GEOMETRY_MIN_VERTICES.polyline)
    .max(GEOMETRY_MAX_VERTICES)
    .nullable(),
});

/** A drawn geometry, told apart by `type`. */
export const geometrySchema = z.discriminatedUnion("type", [polygonSchema, polylineSchema]);
/** A geometry. */
export type Geometry = z.infer<typeof geometrySchema>;

/** All the geometries of a tour, as carried (JSON text) in the `geometries` part of the upload. */
export const geometryListSchema = z.array(geometrySchema).max(5000);

/**
 * Multipart body of `PUT /tours/{id}/geometries`: the tour's whole geometry list as JSON text
 * (read with {@link geometryListSchema}; geometries left out are removed) and the images its
 * `fillImage`s name.
 */
export const geometryUploadSchema = z.object({
  geometries: storableString().min(2),
  images: z
    .array(z.file().mime(["image/jpeg", "image/png", "image/webp"]))
    .max(50)
    .optional(),
});

/** Body of `DELETE /tours/{id}/geometries/{geometryId}`; the product fixes `useType` to 0 (docs/product/calls.md). */
export const geometryDeleteSchema = z.object({ useType: z.literal(0) });
