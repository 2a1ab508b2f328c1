import { z } from "zod";
import { storableString } from "../contract/entities/storableText";

/*
 * The accepted subset of a Marzipano Tool `data.js` (APP_DATA): what the Tool writes (see the
 * marzipano@0.10.2 `demos/sample-tour/data.js`). Angles are radians; pitch grows downward; fov
 * is vertical. Objects are loose: other keys are ignored.
 */

/** A Marzipano pitch, radians, -π/2..π/2 (with room for rounding). */
const pitch = z
  .number()
  .min(-Math.PI / 2 - 1e-6)
  .max(Math.PI / 2 + 1e-6);

/** A cube level: `size` pixels a face, in `tileSize` tiles. */
export const marzipanoLevelSchema = z.looseObject({
  tileSize: z.number().int().positive(),
  size: z.number().int().positive(),
  fallbackOnly: z.boolean().optional(),
});

/** A scene link: `target` is a scene id; `rotation` turns the arrow (radians). */
export const marzipanoLinkHotspotSchema = z.looseObject({
  yaw: z.number(),
  pitch,
  rotation: z.number().optional(),
  target: storableString().min(1),
});

/** An info spot: title and text (HTML in the Tool's viewer). */
export const marzipanoInfoHotspotSchema = z.looseObject({
  yaw: z.number(),
  pitch,
  title: storableString().optional(),
  text: storableString().optional(),
});

/** A scene: id, name, its tile levels (smallest first), face size, view and hotspots. */
export const marzipanoSceneSchema = z.looseObject({
  id: storableString().min(1),
  name: storableString().optional(),
  levels: z
    .array(marzipanoLevelSchema)
    .min(1, "the scene has no image (no levels)")
    .refine(
      (levels) => levels.some((level) => !level.fallbackOnly),
      "the scene has no image (only fallback levels)",
    ),
  faceSize: z.number().int().positive(),
  initialViewParameters: z
    .looseObject({
      yaw: z.number().optional(),
      pitch: pitch.optional(),
      fov: z.number().gt(0).lt(Math.PI).optional(),
    })
    .optional(),
  linkHotspots: z.array(marzipanoLinkHotspotSchema).optional(),
  infoHotspots: z.array(marzipanoInfoHotspotSchema).optional(),
});
/** A scene as read. */
export type MarzipanoSceneInput = z.infer<typeof marzipanoSceneSchema>;

/** The whole APP_DATA: at least one scene, the project name and the viewer settings. */
export const marzipanoDataSchema = z.looseObject({
  scenes: z.array(marzipanoSceneSchema).min(1, "the tour has no scenes"),
  name: storableString().optional(),
  settings: z
    .looseObject({
      mouseViewMode: storableString().optional(),
      autorotateEnabled: z.boolean().optional(),
      fullscreenButton: z.boolean().optional(),
      viewControlButtons: z.boolean().optional(),
    })
    .optional(),
});
/** APP_DATA as read. */
export type MarzipanoData = z.infer<typeof marzipanoDataSchema>;
