import { Document, NodeIO } from "@gltf-transform/core";
import type { CatalogueModelDef, Paint } from "./catalogueTypes";
import { flatShade } from "./meshes";

/** glTF colour factors are linear; the catalogue writes colours in sRGB as a designer picks them. */
const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** `#rrggbb` → linear RGBA. */
export const linearColor = (hex: string): [number, number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [linear((value >> 16) & 255), linear((value >> 8) & 255), linear(value & 255), 1];
};

/**
 * A catalogue model as a GLB file: one scene, one node per part (named, placed by translation),
 * each with a flat-shaded mesh and a PBR metallic-roughness material. The output depends on the
 * definition only (no timestamp), so the same code seeds the same bytes.
 */
export const modelToGlb = async (def: CatalogueModelDef): Promise<Uint8Array> => {
  const doc = new Document();
  doc.getRoot().getAsset().generator = "Orbis catalogue (glTF-Transform)";
  const buffer = doc.createBuffer();
  const scene = doc.createScene(def.id);
  const materials = new Map<string, ReturnType<typeof doc.createMaterial>>();
  const materialOf = (p: Paint) => {
    const key = `${p.color}/${p.roughness}/${p.metallic}`;
    const found = materials.get(key);
    if (found !== undefined) return found;
    const made = doc
      .createMaterial(p.color)
      .setBaseColorFactor(linearColor(p.color))
      .setRoughnessFactor(p.roughness)
      .setMetallicFactor(p.metallic);
    materials.set(key, made);
    return made;
  };
  for (const part of def.parts) {
    const flat = flatShade(part.mesh);
    const primitive = doc
      .createPrimitive()
      .setAttribute(
        "POSITION",
        doc.createAccessor().setType("VEC3").setArray(flat.positions).setBuffer(buffer),
      )
      .setAttribute(
        "NORMAL",
        doc.createAccessor().setType("VEC3").setArray(flat.normals).setBuffer(buffer),
      )
      .setIndices(doc.createAccessor().setType("SCALAR").setArray(flat.indices).setBuffer(buffer))
      .setMaterial(materialOf(part.paint));
    const mesh = doc.createMesh(part.name).addPrimitive(primitive);
    scene.addChild(
      doc
        .createNode(part.name)
        .setMesh(mesh)
        .setTranslation([...part.at]),
    );
  }
  doc.getRoot().setDefaultScene(scene);
  return new NodeIO().writeBinary(doc);
};
