import { describe, expect, it } from "vitest";
import { glbOf, gltfBytes, triangleGlb, triangleGltf } from "./models";

describe("generated models", () => {
  it("packs a GLB with its header, a JSON chunk and a BIN chunk, 4-byte aligned", () => {
    const glb = triangleGlb();
    const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
    expect(view.getUint32(0, true)).toBe(0x46546c67); // "glTF"
    expect(view.getUint32(4, true)).toBe(2);
    expect(view.getUint32(8, true)).toBe(glb.length);
    const jsonLength = view.getUint32(12, true);
    expect(jsonLength % 4).toBe(0);
    const json = JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + jsonLength)));
    expect(json.buffers).toEqual([{ byteLength: 36 }]);
    expect(view.getUint32(20 + jsonLength + 4, true)).toBe(0x004e4942); // "BIN\0"
    expect(view.getUint32(20 + jsonLength, true)).toBe(36);
  });

  it("writes a .gltf with its buffer embedded, or pointing at a file", () => {
    const embedded = JSON.parse(new TextDecoder().decode(gltfBytes(triangleGltf())));
    expect(embedded.buffers[0].uri).toMatch(/^data:application\/octet-stream;base64,/);
    expect(triangleGltf({ bufferUri: "tri.bin" }).buffers[0]).toEqual({
      byteLength: 36,
      uri: "tri.bin",
    });
    expect(triangleGltf({ count: 4 }).accessors[0]?.count).toBe(4);
    expect(glbOf({ asset: { version: "2.0" } }, new Uint8Array(5)).length % 4).toBe(0);
  });
});
