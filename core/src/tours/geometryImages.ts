/*
 * Where a tour keeps the fill images of its areas: `/cdn/tours/{tourId}/geometries/{name}.{ext}`,
 * the name random hex chosen by the server. A link is the tour's own image only when it has
 * exactly that form: a link that merely starts with the folder (`…/geometries/../../x`) would let
 * a saved geometry name, and later release, a file of another folder.
 */

/** The image formats a geometry fill image is stored as, by file extension. */
export const GEOMETRY_IMAGE_EXTENSIONS = ["jpg", "png", "webp"] as const;

const HEX_NAME = /^[0-9a-f]{1,64}$/;
const EXTENSION = new RegExp(`^(${GEOMETRY_IMAGE_EXTENSIONS.join("|")})$`);

/** The store key of one of a tour's geometry images, from its random name and extension. */
export const geometryImageKey = (tourId: string, name: string, extension: string): string =>
  `tours/${tourId}/geometries/${name}.${extension}`;

/**
 * The store key a fill-image link names when it is one of `tourId`'s own geometry images
 * (`/cdn/` + {@link geometryImageKey}), or null for any other link, a near miss included.
 */
export const ownGeometryImageKey = (link: string, tourId: string): string | null => {
  const prefix = `/cdn/tours/${tourId}/geometries/`;
  if (!link.startsWith(prefix)) return null;
  const file = link.slice(prefix.length);
  const dot = file.lastIndexOf(".");
  const [name, extension] = [file.slice(0, dot), file.slice(dot + 1)];
  return dot > 0 && HEX_NAME.test(name) && EXTENSION.test(extension)
    ? geometryImageKey(tourId, name, extension)
    : null;
};
