import { infoMarkerSchema } from "../contract/entities/marker";
import { markupToText } from "../format/markup";
import { normalizeYaw } from "./angles";
import type { DraftMarker, DraftScene } from "./assemble";
import { PANNELLUM, PANNELLUM_DEFAULT_HFOV } from "./pannellumScene";
import type { PannellumHotSpotInput, PannellumSceneInput } from "./pannellumSchema";
import type { ImportTargetView } from "./plan";
import { formatPath, interopError } from "./problems";
import { looksLikeHtml, splitInfoText } from "./text";

const HOT_SPOT_KEYS = new Set([
  "pitch",
  "yaw",
  "type",
  "text",
  "URL",
  "sceneId",
  "targetYaw",
  "targetPitch",
  "targetHfov",
  "id",
]);

/** A read scene and its merged config, which its hot spots read (north offset, escaping). */
export interface ReadScene {
  readonly draft: DraftScene;
  readonly config: PannellumSceneInput;
}

/** Where a hot spot sits: the fields both marker kinds take from it. */
type Place = Pick<DraftMarker, "sceneId" | "where" | "sourceId" | "yaw" | "pitch">;

/**
 * A link's target view. Missing values are the target scene's initial view, as Pannellum's
 * `loadScene` does; `targetHfov: "same"` is no fov (keep the current one); `same` and
 * `sameAzimuth` directions, which Orbis cannot keep, are approximated by the hot spot's own.
 */
const targetView = (
  hotSpot: PannellumHotSpotInput,
  place: Place,
  scene: ReadScene,
  target: ReadScene | undefined,
  warnings: string[],
): ImportTargetView => {
  const view = target?.draft.initialView ?? { yaw: 0, pitch: 0, fov: PANNELLUM_DEFAULT_HFOV };
  const approx = (what: string) =>
    warnings.push(
      `${place.where}: ${what} (keep the current view) is approximated by the hot spot's direction.`,
    );
  let yaw = view.yaw;
  if (typeof hotSpot.targetYaw === "number") yaw = normalizeYaw(hotSpot.targetYaw);
  else if (hotSpot.targetYaw === "same") {
    approx('targetYaw "same"');
    yaw = place.yaw;
  } else if (hotSpot.targetYaw === "sameAzimuth") {
    approx('targetYaw "sameAzimuth"');
    const turn = (scene.config.northOffset ?? 0) - (target?.config.northOffset ?? 0);
    yaw = normalizeYaw(place.yaw + turn);
  }
  let pitch = view.pitch;
  if (typeof hotSpot.targetPitch === "number") pitch = hotSpot.targetPitch;
  else if (hotSpot.targetPitch === "same") {
    approx('targetPitch "same"');
    pitch = place.pitch;
  }
  const fov = hotSpot.targetHfov === "same" ? undefined : (hotSpot.targetHfov ?? view.fov);
  return fov === undefined ? { yaw, pitch } : { yaw, pitch, fov };
};

/** An info hot spot's title, text (plain, HTML converted unless escaped) and http(s) URL. */
const infoParts = (
  hotSpot: PannellumHotSpotInput,
  place: Place,
  scene: ReadScene,
  warnings: string[],
) => {
  if (hotSpot.type !== undefined && hotSpot.type !== "info" && hotSpot.type !== "scene") {
    warnings.push(
      `${place.where}: hot spot type ${JSON.stringify(hotSpot.type)} imported as info.`,
    );
  }
  const raw = hotSpot.text ?? "";
  const html = !scene.config.escapeHTML && looksLikeHtml(raw);
  if (html) warnings.push(`${place.where}: HTML markup of the text converted to plain text.`);
  const { title, text } = splitInfoText(html ? markupToText(raw) : raw);
  const url = hotSpot.URL ?? null;
  if (url === null || infoMarkerSchema.shape.url.safeParse(url).success)
    return { title, text, url };
  warnings.push(
    `${place.where}: URL ${JSON.stringify(url)} is not an absolute http(s) link; dropped.`,
  );
  return { title, text, url: null };
};

/**
 * A hot spot as a draft marker: a link when it leads to a scene (`type: "scene"`, or a `sceneId`
 * without `URL`, as Pannellum's `createHotSpot` decides), an info marker otherwise. Keys outside
 * the subset (CSS classes, tooltip and click functions, images, video) are dropped with a
 * warning; a scene hot spot without `sceneId` is refused.
 */
export const readHotSpot = (
  hotSpot: PannellumHotSpotInput,
  path: readonly PropertyKey[],
  scene: ReadScene,
  scenes: ReadonlyMap<string, ReadScene>,
  warnings: string[],
): DraftMarker => {
  const where = formatPath(path);
  const dropped = Object.keys(hotSpot).filter((key) => !HOT_SPOT_KEYS.has(key));
  if (dropped.length > 0) warnings.push(`${where}: ${dropped.join(", ")} dropped (not supported).`);
  const place: Place = {
    sceneId: scene.draft.sourceId,
    where,
    sourceId: hotSpot.id === undefined ? null : String(hotSpot.id),
    yaw: normalizeYaw(hotSpot.yaw ?? 0),
    pitch: hotSpot.pitch ?? 0,
  };
  if (hotSpot.URL !== undefined || (hotSpot.type !== "scene" && hotSpot.sceneId === undefined)) {
    return { ...place, type: "info", ...infoParts(hotSpot, place, scene, warnings) };
  }
  const targetSceneId = hotSpot.sceneId;
  if (targetSceneId === undefined) {
    throw interopError(
      PANNELLUM,
      [...path, "sceneId"],
      "a scene hot spot must name the scene it leads to",
    );
  }
  const view = targetView(hotSpot, place, scene, scenes.get(targetSceneId), warnings);
  return { ...place, type: "link", targetSceneId, targetView: view };
};
