import { z } from "zod";
import { languageSchema } from "../enums";
import { byteCountSchema, idSchema, linkSchema } from "./common";
import { pagingQueryShape, titleSchema } from "./listing";
import { geoPositionSchema, pitchSchema, yawSchema } from "./position";
import { storableString } from "./storableText";

/** The two glTF containers: binary `.glb`, and `.gltf` JSON. */
export const modelFormatSchema = z.enum(["glb", "gltf"]);
/** A model file format. */
export type ModelFormat = z.infer<typeof modelFormatSchema>;

/** A model's own orientation, Euler angles in degrees as Cesium's heading, pitch and roll. */
export const modelRotationSchema = z.object({
  heading: z.number().min(-180).max(180),
  pitch: z.number().min(-180).max(180),
  roll: z.number().min(-180).max(180),
});

/**
 * Where a model stands: in a scene, in the direction yaw/pitch at `distance` metres from the
 * camera, scaled and turned; `geo` places it on the map too.
 */
export const modelPlacementSchema = z.object({
  sceneId: idSchema,
  yaw: yawSchema,
  pitch: pitchSchema,
  distance: z.number().gt(0).max(1000),
  scale: z.number().gt(0).max(100),
  rotation: modelRotationSchema,
  geo: geoPositionSchema.nullable(),
});

/** Where a model stands. */
export type ModelPlacement = z.infer<typeof modelPlacementSchema>;

/** A glTF/GLB model placed in a tour. `catalogueId` is set when it comes from the catalogue. */
export const modelSchema = modelPlacementSchema.extend({
  id: idSchema,
  name: titleSchema(100),
  url: linkSchema,
  format: modelFormatSchema,
  bytes: byteCountSchema,
  catalogueId: idSchema.nullable(),
});
/** A placed model. */
export type Model = z.infer<typeof modelSchema>;

/**
 * A file path in the tour's file store, as answered by `POST /tours/{id}/files`: relative,
 * `/`-separated, no `.` or `..` segment, no backslash, so it cannot leave the tour's folder.
 */
export const storedFilePathSchema = storableString()
  .max(512)
  .regex(
    /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/,
    "Match the requested format.",
  );

/** Body of `POST /tour/{id}/verification/model`: an uploaded model to check with a glTF validator. */
export const modelVerificationRequestSchema = z.object({ filePath: storedFilePathSchema });

/** One finding of the glTF validator; `pointer` is the JSON pointer into the asset, if any. */
export const modelIssueSchema = z.object({
  code: storableString(),
  message: storableString(),
  severity: z.enum(["error", "warning", "info", "hint"]),
  pointer: storableString().nullable(),
});

/** Answer of the model verification: valid means no error-level finding. */
export const modelVerificationSchema = z.object({
  valid: z.boolean(),
  format: modelFormatSchema,
  issues: z.array(modelIssueSchema),
});
/** A model verification result. */
export type ModelVerification = z.infer<typeof modelVerificationSchema>;

/**
 * Body of `POST /tour/{id}/model`: a placement and exactly one source, a catalogue item or a
 * verified upload.
 */
export const modelCreateSchema = modelPlacementSchema
  .extend({
    name: titleSchema(100),
    catalogueId: idSchema.optional(),
    filePath: storedFilePathSchema.optional(),
  })
  .refine((model) => (model.catalogueId === undefined) !== (model.filePath === undefined), {
    message: "Give either catalogueId or filePath.",
    path: ["catalogueId"],
  });
/** Body of the model creation. */
export type ModelCreate = z.infer<typeof modelCreateSchema>;

/** A category of the model catalogue. */
export const modelCategorySchema = z.object({ id: idSchema, name: storableString().min(1) });
/** A category of the model catalogue. */
export type ModelCategory = z.infer<typeof modelCategorySchema>;

/** An item of the model catalogue, named in the language of the `language-code` header. */
export const modelCatalogueItemSchema = z.object({
  id: idSchema,
  categoryId: idSchema,
  name: storableString().min(1),
  thumbnailUrl: linkSchema.nullable(),
  url: linkSchema,
  format: modelFormatSchema,
  bytes: byteCountSchema,
});
/** A catalogue model. */
export type ModelCatalogueItem = z.infer<typeof modelCatalogueItemSchema>;

/** Query of `GET /tour/model/list`. */
export const modelListQuerySchema = z.object({
  ...pagingQueryShape,
  categoryId: idSchema.optional(),
});

/**
 * Headers of the catalogue calls (`GET /tour/model/list`, `/tour/model/category/list`,
 * `/tour/image-preset/list`): a lower-case interface language, Korean when absent.
 */
export const languageCodeHeaders = z.object({ "language-code": languageSchema.optional() });

/** An image preset: a ready-made image offered by the editor (`GET /tour/image-preset/list`). */
export const imagePresetSchema = z.object({
  id: idSchema,
  name: storableString().min(1),
  url: linkSchema,
  thumbnailUrl: linkSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
/** An image preset. */
export type ImagePreset = z.infer<typeof imagePresetSchema>;
