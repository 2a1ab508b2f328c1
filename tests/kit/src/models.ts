/*
 * glTF files for tests, built here so no binary is committed: one triangle, as a .gltf
 * with its buffer embedded or external, or packed as a GLB; and broken variants of each.
 */

const triangle = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);
const triangleBytes = new Uint8Array(triangle.buffer);

/** A one-triangle glTF document; `count` past 3 makes the accessor run past its buffer view. */
export const triangleGltf = (
  options: { count?: number; bufferUri?: string | null; imageUri?: string } = {},
) => {
  const uri =
    options.bufferUri === undefined
      ? `data:application/octet-stream;base64,${Buffer.from(triangleBytes).toString("base64")}`
      : options.bufferUri;
  return {
    asset: { version: "2.0", generator: "Orbis tests" },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0 }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: options.count ?? 3,
        type: "VEC3",
        min: [0, 0, 0],
        max: [1, 1, 0],
      },
    ],
    bufferViews: [{ buffer: 0, byteLength: triangleBytes.length }],
    buffers: [
      uri === null
        ? { byteLength: triangleBytes.length }
        : { byteLength: triangleBytes.length, uri },
    ],
    ...(options.imageUri === undefined ? {} : { images: [{ uri: options.imageUri }] }),
  };
};

/** A .gltf file's bytes. */
export const gltfBytes = (json: unknown): Uint8Array =>
  new TextEncoder().encode(JSON.stringify(json));

const padded = (bytes: Uint8Array, fill: number) => {
  const out = new Uint8Array(Math.ceil(bytes.length / 4) * 4).fill(fill);
  out.set(bytes);
  return out;
};

/** Packs a document and its binary buffer as GLB (glTF 2.0 binary container). */
export const glbOf = (json: unknown, bin: Uint8Array = triangleBytes): Uint8Array => {
  const jsonChunk = padded(new TextEncoder().encode(JSON.stringify(json)), 0x20);
  const binChunk = padded(bin, 0);
  const out = new Uint8Array(12 + 8 + jsonChunk.length + 8 + binChunk.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, out.length, true);
  view.setUint32(12, jsonChunk.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.set(jsonChunk, 20);
  const binAt = 20 + jsonChunk.length;
  view.setUint32(binAt, binChunk.length, true);
  view.setUint32(binAt + 4, 0x004e4942, true);
  out.set(binChunk, binAt + 8);
  return out;
};

/** A sound one-triangle GLB. */
export const triangleGlb = (): Uint8Array => glbOf(triangleGltf({ bufferUri: null }));
