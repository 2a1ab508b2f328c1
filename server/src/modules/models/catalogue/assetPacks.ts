import type { CategoryDef, Names } from "./catalogueTypes";
import { catalogueCategories } from "./categories";
import { modelToGlb } from "./glb";
import { catalogueModels } from "./seedCatalogueFiles";

/** A catalogue model as an asset pack carries it: its id, names and GLB bytes. */
export interface AssetPackModel {
  readonly id: string;
  readonly names: Names;
  readonly glb: Uint8Array;
}

/** One category of the catalogue with its models, the contents of an art package. */
export interface CatalogueAssetPack {
  readonly category: CategoryDef;
  readonly models: readonly AssetPackModel[];
}

/**
 * The catalogue cut into one pack per category, in the editor's order, each model as the same
 * GLB the seeding stores (generated from its definition, so the bytes are the same every time).
 */
export const catalogueAssetPacks = async (): Promise<CatalogueAssetPack[]> => {
  const packs: CatalogueAssetPack[] = [];
  for (const category of catalogueCategories) {
    const models: AssetPackModel[] = [];
    for (const def of catalogueModels.filter((m) => m.categoryId === category.id))
      models.push({ id: def.id, names: def.names, glb: await modelToGlb(def) });
    packs.push({ category, models });
  }
  return packs;
};
