import { markupToText } from "../format/markup";
import { clamp, negate } from "./angles";
import { assemblePlan, type DraftMarker } from "./assemble";
import { type ReadScene, readHotSpot } from "./pannellumHotSpot";
import { PANNELLUM, readPannellumScene } from "./pannellumScene";
import {
  type PannellumSceneInput,
  pannellumSceneSchema,
  pannellumTourSchema,
} from "./pannellumSchema";
import type { ImportPlan } from "./plan";
import { formatPath, interopError, parseWith } from "./problems";
import { fitTitle } from "./text";

/**
 * Reads a Pannellum configuration (`JSON.parse` output): a tour (`default` + `scenes`) or a
 * single-scene config. Texts are HTML (converted to plain text) unless the top level says
 * `escapeHTML: true`, as in Pannellum. Refuses (`AppError` 10400 naming the JSON path) what cannot be imported:
 * not an object, no scenes, a scene without an image, a scene hot spot without `sceneId`, values
 * of the wrong type or out of range. Drops with a warning: video scenes, unknown scene types,
 * partial-panorama and horizon keys, custom hot spot keys (CSS classes, functions, images,
 * video), links to missing scenes, non-http links; `same` targets are approximated.
 */
export const parsePannellumTour = (json: unknown): ImportPlan => {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw interopError(PANNELLUM, [], "the document must be a JSON object");
  }
  const isTour = "scenes" in json || "default" in json;
  const single = isTour ? undefined : parseWith(PANNELLUM, pannellumSceneSchema, json);
  const tour =
    single === undefined
      ? parseWith(PANNELLUM, pannellumTourSchema, json)
      : { escapeHTML: single.escapeHTML, default: undefined, scenes: { scene: single } };
  // Pannellum escapes texts when the config handed to the viewer says so (its top level).
  const escapeHTML = tour.escapeHTML;
  const defaults = tour.default ?? {};
  const warnings: string[] = [];
  const scenes = new Map<string, ReadScene>();
  for (const [id, own] of Object.entries(tour.scenes)) {
    const path = isTour ? ["scenes", id] : [];
    const config: PannellumSceneInput = { ...defaults, ...own, escapeHTML };
    const draft = readPannellumScene(
      id,
      config,
      path,
      isTour ? formatPath(path) : "The scene",
      warnings,
    );
    if (draft !== null) scenes.set(id, { draft, config });
  }
  if (scenes.size === 0)
    throw interopError(PANNELLUM, isTour ? ["scenes"] : [], "no scene can be imported");
  const markers: DraftMarker[] = [];
  for (const scene of scenes.values()) {
    const path = isTour ? ["scenes", scene.draft.sourceId] : [];
    (scene.config.hotSpots ?? []).forEach((hotSpot, index) => {
      markers.push(readHotSpot(hotSpot, [...path, "hotSpots", index], scene, scenes, warnings));
    });
  }
  const drafts = [...scenes.values()].map((scene) => scene.draft);
  const first = drafts[0];
  const rawTitle =
    defaults.title === undefined || escapeHTML ? defaults.title : markupToText(defaults.title);
  return assemblePlan({
    format: "pannellum",
    title: fitTitle(rawTitle, first?.title ?? "Imported tour"),
    scenes: drafts,
    markers,
    firstSceneId: isTour ? defaults.firstScene : first?.sourceId,
    autorotate: clamp(negate(defaults.autoRotate ?? 0), -30, 30),
    warnings,
  });
};
