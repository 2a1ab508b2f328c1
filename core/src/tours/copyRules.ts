/** How a tour copy renames: its scene ids, and the tour folder its files live in. */
export interface CopyMap {
  readonly sceneIds: ReadonlyMap<string, string>;
  readonly fromTour: string;
  readonly toTour: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Renames every file path of the old tour inside `text` (a key or a link such as
 * `/cdn/tours/<tour>/scenes/<scene>/r1/preview.jpg`): the tour folder, and a scene folder after it.
 */
export const copyPath = (text: string, map: CopyMap): string =>
  text.replace(
    new RegExp(`tours/${escapeRegExp(map.fromTour)}/(?:scenes/([^/]+)/)?`, "g"),
    (_whole, scene: string | undefined) => {
      const folder = scene === undefined ? "" : `scenes/${map.sceneIds.get(scene) ?? scene}/`;
      return `tours/${map.toTour}/${folder}`;
    },
  );

/**
 * Rewrites a tour's stored document for a copy: scene ids through the map, and file links from
 * the old tour's folder to the new one. Works on any JSON value (markers, geometries, models,
 * views), so nothing that names a scene or a file is missed.
 */
export const remapForCopy = <T>(value: T, map: CopyMap): T => {
  const visit = (v: unknown, key?: string): unknown => {
    if (typeof v === "string") {
      if ((key === "sceneId" || key === "targetSceneId") && map.sceneIds.has(v))
        return map.sceneIds.get(v);
      return copyPath(v, map);
    }
    if (Array.isArray(v)) return v.map((item) => visit(item));
    if (v !== null && typeof v === "object") {
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, visit(item, k)]));
    }
    return v;
  };
  return visit(value) as T;
};

/** The copy's default title: "<title> copy", cut to fit `max` characters. */
export const copyTitle = (title: string, max: number): string => {
  const suffix = " copy";
  return title.length + suffix.length <= max
    ? `${title}${suffix}`
    : `${title.slice(0, max - suffix.length)}${suffix}`;
};
