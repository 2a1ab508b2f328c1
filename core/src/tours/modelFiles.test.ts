import { describe, expect, it } from "vitest";
import {
  glbHeaderProblem,
  glbJsonRange,
  gltfDocumentProblem,
  modelPathOf,
  parseModelPath,
  readGlbHeader,
  sniffModelFormat,
  validationPathOf,
} from "./modelFiles";

const text = (s: string) => new TextEncoder().encode(s);

/** A GLB header: magic, version, length, then the first chunk's length and type. */
const glbHead = (version: number, length: number, chunkBytes: number, chunkType = "JSON") => {
  const bytes = new Uint8Array(20);
  bytes.set(text("glTF"), 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(4, version, true);
  view.setUint32(8, length, true);
  view.setUint32(12, chunkBytes, true);
  bytes.set(text(chunkType), 16);
  return bytes;
};

describe("sniffModelFormat", () => {
  it.each([
    ["a GLB header", glbHead(2, 100, 40), "glb"],
    ["glTF JSON", text('{"asset":{"version":"2.0"}}'), "gltf"],
    ["glTF JSON after a BOM and blank lines", text('\ufeff\n\n  {\n "asset": {}}'), "gltf"],
    ["JSON naming no asset", text('{"scenes":[]}'), null],
    ["a JSON array", text('[{"asset":1}]'), null],
    ["a JPEG", new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), null],
    ["a PNG", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), null],
    ["lower-case gltf magic", text("gltf...."), null],
    ["nothing", new Uint8Array(0), null],
  ])("%s → %s", (_name, head, format) => {
    expect(sniffModelFormat(head)).toBe(format);
  });
});

describe("readGlbHeader and glbHeaderProblem", () => {
  it.each([
    ["a sound header", glbHead(2, 100, 40), 100, null],
    ["glTF 1.0", glbHead(1, 100, 40), 100, "GLB version 1 is not supported; export glTF 2.0"],
    [
      "a truncated file",
      glbHead(2, 100, 40),
      60,
      "the GLB header declares 100 bytes but the file has 60",
    ],
    ["a binary chunk first", glbHead(2, 100, 40, "BIN\0"), 100, "the GLB has no JSON chunk first"],
    [
      "a JSON chunk past the end",
      glbHead(2, 100, 90),
      100,
      "the GLB's JSON chunk runs past the end of the file",
    ],
  ])("%s", (_name, head, fileBytes, problem) => {
    const header = readGlbHeader(head);
    expect(header).not.toBeNull();
    expect(glbHeaderProblem(header as NonNullable<typeof header>, fileBytes)).toBe(problem);
  });

  it.each([
    ["too short", glbHead(2, 100, 40).subarray(0, 19)],
    ["not a GLB", text('{"asset":{"version":"2.0"}} padding')],
  ])("reads no header from %s", (_name, head) => {
    expect(readGlbHeader(head)).toBeNull();
  });

  it("answers where the JSON chunk lies", () => {
    const header = readGlbHeader(glbHead(2, 100, 40));
    expect(header && glbJsonRange(header)).toEqual({ start: 20, end: 60 });
  });
});

describe("gltfDocumentProblem", () => {
  const asset = { version: "2.0" };
  const png = "data:image/png;base64,iVBORw0KGgo=";
  it.each([
    ["a minimal document", { asset }, null],
    ["a GLB's binary buffer and embedded data", { asset, buffers: [{ byteLength: 4 }] }, null],
    [
      "embedded buffers and images",
      {
        asset,
        buffers: [{ uri: "data:application/octet-stream;base64,AAAA", byteLength: 3 }],
        images: [{ uri: png }, { bufferView: 0, mimeType: "image/png" }],
      },
      null,
    ],
    ["no asset", { scenes: [] }, "it is not a glTF document: asset.version is missing"],
    ["not an object", [1, 2], "it is not a glTF document: asset.version is missing"],
    [
      "a numeric version",
      { asset: { version: 2 } },
      "it is not a glTF document: asset.version is missing",
    ],
    ["glTF 1.0", { asset: { version: "1.0" } }, "glTF 1.0 is not supported; export glTF 2.0"],
    [
      "an external buffer",
      { asset, buffers: [{ uri: "scene.bin", byteLength: 4 }] },
      "it references external files (scene.bin); upload a .glb, or a .gltf with embedded data URIs",
    ],
    [
      "many external images",
      { asset, images: ["a.png", "b.png", "c.jpg", "d.jpg"].map((uri) => ({ uri })) },
      "it references external files (a.png, b.png, c.jpg, …); upload a .glb, or a .gltf with embedded data URIs",
    ],
  ])("%s → %s", (_name, json, problem) => {
    expect(gltfDocumentProblem(json)).toBe(problem);
  });
});

describe("model paths", () => {
  it.each([
    ["models/0b6f.glb", { stem: "0b6f", format: "glb" }],
    ["models/a_b-c.gltf", { stem: "a_b-c", format: "gltf" }],
    ["models/x.validation.json", null],
    ["models/x.GLB", null],
    ["models/sub/x.glb", null],
    ["scenes/x.glb", null],
    ["x.glb", null],
    ["models/.glb", null],
  ])("%s → %o", (path, parsed) => {
    expect(parseModelPath(path)).toEqual(parsed);
  });

  it("builds the model and report paths", () => {
    expect(modelPathOf("abc", "gltf")).toBe("models/abc.gltf");
    expect(validationPathOf({ stem: "abc", format: "glb" })).toBe("models/abc.validation.json");
  });
});
