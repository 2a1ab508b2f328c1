import { markupToText } from "../format/markup";
import {
  fromMarzipanoAngles,
  MARZIPANO_DEFAULT_ASPECT,
  MARZIPANO_DEFAULT_FOV,
  radiansToDegrees,
  verticalToHorizontalFov,
} from "./angles";
import { assemblePlan, type DraftMarker, type DraftScene } from "./assemble";
import { marzipanoDataSchema } from "./marzipanoSchema";
import { extractAppData, MARZIPANO } from "./marzipanoSource";
import { marzipanoTileSource } from "./marzipanoTiles";
import type { ImportPlan } from "./plan";
import { formatPath, interopError, parseWith } from "./problems";
import { fitTitle, looksLikeHtml, shortenText } from "./text";

/** Options of {@link parseMarzipanoData}. */
export interface MarzipanoImportOptions {
  /** Viewport width / height used to turn Marzipano's vertical fov into a horizontal one. */
  readonly aspect?: number;
  /** Folder of the tiles, relative to `data.js`: the Tool's `tiles`. */
  readonly tilesBase?: string;
}

/** The yaw speed of the Tool's autorotation (`index.js`: `yawSpeed: 0.03` rad/s, turning right). */
export const MARZIPANO_TOOL_AUTOROTATE = radiansToDegrees(0.03);

/**
 * Reads a Marzipano Tool `data.js` without running it (see `extractAppData`). Angles become
 * degrees with pitch up; the vertical fov becomes a horizontal one for `aspect` (16:9 by
 * default); each scene's image is its tile pyramid. Links open their target at the target's
 * initial view, as the Tool's viewer does. Refuses (10400, naming the path) code instead of
 * data, no scenes, a scene without levels, duplicate scene ids. Drops with a warning: links to
 * missing scenes and link arrow rotations.
 */
export const parseMarzipanoData = (
  source: string,
  options: MarzipanoImportOptions = {},
): ImportPlan => {
  const data = parseWith(MARZIPANO, marzipanoDataSchema, extractAppData(source));
  const aspect = options.aspect ?? MARZIPANO_DEFAULT_ASPECT;
  const tilesBase = options.tilesBase ?? "tiles";
  const warnings: string[] = [];
  const scenes: DraftScene[] = [];
  const seen = new Set<string>();
  data.scenes.forEach((scene, index) => {
    if (seen.has(scene.id))
      throw interopError(
        MARZIPANO,
        ["scenes", index, "id"],
        `scene id ${JSON.stringify(scene.id)} is used twice`,
      );
    seen.add(scene.id);
    const top = Math.max(
      ...scene.levels.filter((level) => !level.fallbackOnly).map((level) => level.size),
    );
    if (top !== scene.faceSize) {
      warnings.push(
        `${formatPath(["scenes", index, "faceSize"])}: ${scene.faceSize} differs from the largest level (${top}); the levels are used.`,
      );
    }
    const view = scene.initialViewParameters ?? {};
    const { yaw, pitch } = fromMarzipanoAngles({ yaw: view.yaw ?? 0, pitch: view.pitch ?? 0 });
    const fov = verticalToHorizontalFov(
      radiansToDegrees(view.fov ?? MARZIPANO_DEFAULT_FOV),
      aspect,
    );
    scenes.push({
      sourceId: scene.id,
      title: fitTitle(scene.name === undefined ? undefined : markupToText(scene.name), scene.id),
      source: marzipanoTileSource(scene, tilesBase),
      initialView: { yaw, pitch, fov },
      northOffset: 0,
    });
  });
  const views = new Map(scenes.map((scene) => [scene.sourceId, scene.initialView]));
  const markers: DraftMarker[] = [];
  data.scenes.forEach((scene, index) => {
    (scene.linkHotspots ?? []).forEach((hotspot, spot) => {
      const where = formatPath(["scenes", index, "linkHotspots", spot]);
      if (hotspot.rotation !== undefined && hotspot.rotation !== 0)
        warnings.push(`${where}: the arrow rotation is dropped.`);
      const targetView = views.get(hotspot.target) ?? { yaw: 0, pitch: 0 };
      const at = fromMarzipanoAngles(hotspot);
      markers.push({
        type: "link",
        sceneId: scene.id,
        where,
        sourceId: null,
        ...at,
        targetSceneId: hotspot.target,
        targetView,
      });
    });
    (scene.infoHotspots ?? []).forEach((hotspot, spot) => {
      const where = formatPath(["scenes", index, "infoHotspots", spot]);
      const at = fromMarzipanoAngles(hotspot);
      const title = fitTitle(
        hotspot.title === undefined ? undefined : markupToText(hotspot.title),
        "Info",
      );
      const raw = hotspot.text ?? "";
      if (looksLikeHtml(raw))
        warnings.push(`${where}: HTML markup of the text converted to plain text.`);
      const text = shortenText(markupToText(raw));
      markers.push({
        type: "info",
        sceneId: scene.id,
        where,
        sourceId: null,
        ...at,
        title,
        text,
        url: null,
      });
    });
  });
  return assemblePlan({
    format: "marzipano",
    title: fitTitle(data.name, "Imported tour"),
    scenes,
    markers,
    firstSceneId: data.scenes[0]?.id,
    autorotate: data.settings?.autorotateEnabled ? MARZIPANO_TOOL_AUTOROTATE : 0,
    warnings,
  });
};
