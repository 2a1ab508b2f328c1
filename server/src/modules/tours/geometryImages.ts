import type { Geometry } from "@orbis/core/contract";
import { AppError } from "@orbis/core/errors";
import type { Deps } from "../../deps";
import { type FileOwner, releaseFiles, storeFile } from "../storage/storeFile";
import { checkImage, randomName } from "./images";

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;

/** The link prefix of a tour's own geometry images. */
export const geometryImagePrefix = (tourId: string): string => `/cdn/tours/${tourId}/geometries/`;

/** Keys of the tour's own images among the geometries' fill images. */
export const ownImageKeys = (geometries: readonly Geometry[], tourId: string): string[] =>
  geometries.flatMap((g) => {
    const image = g.style.fillImage;
    return image?.startsWith(geometryImagePrefix(tourId)) ? [image.slice("/cdn/".length)] : [];
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
        image.startsWith(geometryImagePrefix(owner.tourId)) ||
        /^https?:\/\//.test(image)
      ) {
        out.push(g);
        continue;
      }
      const file = byName.get(image);
      if (file === undefined) {
        throw new AppError(10400, {
          message: `body.geometries.${i}.style.fillImage: no image part named "${image}"`,
        });
      }
      let link = storedByName.get(image);
      if (link === undefined) {
        const { format } = await checkImage(file, `body.images (${image})`);
        const key = `tours/${owner.tourId}/geometries/${randomName()}.${EXTENSIONS[format]}`;
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
