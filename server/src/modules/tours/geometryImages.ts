import type { Geometry } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { geometryImageKey, ownGeometryImageKey } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { type FileOwner, releaseFiles, storeFile } from "../storage";
import { checkImage, randomName } from "./images";

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;

/** Keys of the tour's own images among the geometries' fill images. */
export const ownImageKeys = (geometries: readonly Geometry[], tourId: string): string[] =>
  geometries.flatMap((g) => {
    const key = g.style.fillImage === null ? null : ownGeometryImageKey(g.style.fillImage, tourId);
    return key === null ? [] : [key];
  });

/**
 * Resolves each geometry's `fillImage`: the name of a file part of the request is stored (after
 * checking it decodes) and becomes its link; the tour's own links and outside http(s) links stay;
 * anything else is refused naming the geometry. Answers the geometries with links and the keys
 * stored now (so a later failure can give them back).
 */
export const resolveFillImages = async (
  deps: Deps,
  owner: FileOwner & { tourId: string },
  geometries: readonly Geometry[],
  files: readonly File[],
): Promise<{ geometries: Geometry[]; storedKeys: string[] }> => {
  const byName = new Map(files.map((f) => [f.name, f]));
  const storedByName = new Map<string, string>();
  const storedKeys: string[] = [];
  try {
    const out: Geometry[] = [];
    for (const [i, g] of geometries.entries()) {
      const image = g.style.fillImage;
      if (
        image === null ||
        ownGeometryImageKey(image, owner.tourId) !== null ||
        /^https?:\/\//.test(image)
      ) {
        out.push(g);
        continue;
      }
      // A path-like link that is not exactly one of the tour's images (`…/geometries/../x`).
      if (image.startsWith("/")) {
        throw new AppError(ErrorCode.badRequest, {
          message: `body.geometries.${i}.style.fillImage: "${image}" is not one of this tour's geometry images`,
        });
      }
      const file = byName.get(image);
      if (file === undefined) {
        throw new AppError(ErrorCode.badRequest, {
          message: `body.geometries.${i}.style.fillImage: no image part named "${image}"`,
        });
      }
      let link = storedByName.get(image);
      if (link === undefined) {
        const { format } = await checkImage(file, `body.images (${image})`);
        const key = geometryImageKey(owner.tourId, randomName(), EXTENSIONS[format]);
        await storeFile(
          deps,
          owner,
          key,
          { buffer: Buffer.from(await file.arrayBuffer()) },
          `image/${format}`,
        );
        storedKeys.push(key);
        link = `/cdn/${key}`;
        storedByName.set(image, link);
      }
      out.push({ ...g, style: { ...g.style, fillImage: link } });
    }
    return { geometries: out, storedKeys };
  } catch (error) {
    await releaseFiles(deps, storedKeys);
    throw error;
  }
};
