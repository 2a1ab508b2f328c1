import { z } from "zod";
import { aiImageStatusSchema } from "../enums";
import { countLimitSchema, idSchema, instantSchema, linkSchema } from "./common";
import { pagingQueryShape, queryListSchema } from "./listing";
import { sceneTitleSchema } from "./scene";
import { storableString } from "./storableText";

/** A style the generator paints in (`GET /edu/ai-image/style/list`). */
export const aiImageStyleSchema = z.object({
  id: idSchema,
  name: storableString().min(1),
  thumbnailUrl: linkSchema.nullable(),
});
/** An AI image style. */
export type AiImageStyle = z.infer<typeof aiImageStyleSchema>;

/**
 * A generated panorama (docs/product/entities.md: id, status, style, usage). `usage` is the generation credits it
 * cost, counted in the caller's usage; the links are set once `complete`.
 */
export const aiImageSchema = z.object({
  id: idSchema,
  status: aiImageStatusSchema,
  style: idSchema,
  prompt: storableString(),
  usage: z.number().int().nonnegative(),
  imageUrl: linkSchema.nullable(),
  thumbnailUrl: linkSchema.nullable(),
  error: storableString().nullable(),
  createdAt: instantSchema,
  completedAt: instantSchema.nullable(),
});
/** An AI image. */
export type AiImage = z.infer<typeof aiImageSchema>;

/**
 * The caller's generation credits; `limit` null means unlimited. `generator` says what paints:
 * `sketch` for the embedded procedural painter (no model: the screens say so), `model` for an
 * image model.
 */
export const aiImageUsageSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: countLimitSchema,
  periodEnd: instantSchema.nullable(),
  generator: z.enum(["sketch", "model"]),
});
/** AI image usage. */
export type AiImageUsage = z.infer<typeof aiImageUsageSchema>;

/** Query of `GET /edu/ai-image/list`. */
export const aiImageListQuerySchema = z.object({
  ...pagingQueryShape,
  status: aiImageStatusSchema.optional(),
  style: idSchema.optional(),
});

/** Query of `GET /edu/ai-image/list/ids`: the pending images to look up. */
export const aiImageIdsQuerySchema = z.object({ ids: queryListSchema(idSchema, 100) });

/** The most images one `POST /edu/ai-image` asks for. */
export const AI_IMAGES_PER_REQUEST = 4;

/**
 * Body of `POST /edu/ai-image`: what to paint, in which style, and how many variations (each
 * its own image and credit; 1 by default).
 */
export const aiImageCreateSchema = z.object({
  prompt: storableString().max(1000).regex(/\S/, "Please fill out this field."),
  style: idSchema,
  count: z.number().int().min(1).max(AI_IMAGES_PER_REQUEST).default(1),
});

/** Body of `DELETE /edu/ai-image`. */
export const aiImageDeleteSchema = z.object({ ids: z.array(idSchema).min(1).max(100) });

/** Body of `POST /edu/tour/{tourId}/scenes/ai-image`: a complete image becomes a new scene. */
export const aiSceneCreateSchema = z.object({
  aiImageId: idSchema,
  title: sceneTitleSchema.optional(),
});
