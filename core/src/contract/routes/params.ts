import { z } from "zod";
import { idSchema } from "../entities/common";

/*
 * Path parameters of the tour, project, space and edu routes. Each schema's keys are exactly the
 * `{name}`s of the paths that use it (a test checks this).
 */

/** `{id}`: a tour, or a project under `/projects/{id}`. */
export const idParamsSchema = z.object({ id: idSchema });

/** `{id}` and `{geometryId}`. */
export const geometryParamsSchema = z.object({ id: idSchema, geometryId: idSchema });

/** `{id}` and `{markerId}`. */
export const markerParamsSchema = z.object({ id: idSchema, markerId: idSchema });

/** `{id}` and `{modelId}`. */
export const modelParamsSchema = z.object({ id: idSchema, modelId: idSchema });

/** `{tourId}`, as the edu AI scene path names the tour. */
export const tourIdParamsSchema = z.object({ tourId: idSchema });

/** `{spaceId}`: a space, i.e. a tour seen from sharing and edu. */
export const spaceParamsSchema = z.object({ spaceId: idSchema });

/** `{spaceId}` and `{commentId}`. */
export const commentParamsSchema = z.object({ spaceId: idSchema, commentId: idSchema });

/** `{codeId}`: a share code. */
export const codeParamsSchema = z.object({ codeId: idSchema });

/** `{groupId}`: an edu group. */
export const groupParamsSchema = z.object({ groupId: idSchema });

/** `{groupId}` and `{userId}`: a student of a group. */
export const groupUserParamsSchema = z.object({ groupId: idSchema, userId: idSchema });
