import { describe, expect, it } from "vitest";
import {
  imagePresetSchema,
  languageCodeHeaders,
  modelCatalogueItemSchema,
  modelCreateSchema,
  modelListQuerySchema,
  modelSchema,
  modelVerificationRequestSchema,
  modelVerificationSchema,
  storedFilePathSchema,
} from "./model";
import { describeSchemas } from "./testing/schemaTable";
import { model } from "./testing/tourSamples";

const { id: _id, url: _url, format: _f, bytes: _b, catalogueId: _c, ...placement } = model;

describe("modelSchema", () => {
  it.each([
    ["a placed model", model],
    ["a model on the map", { ...model, geo: { lat: 37.5, lon: 127, alt: 10 } }],
    ["a catalogue model", { ...model, catalogueId: "c9", format: "gltf" }],
  ])("accepts %s", (_, value) => {
    expect(modelSchema.parse(value)).toEqual(value);
  });

  it.each([
    ["distance 0", { ...model, distance: 0 }],
    ["a negative scale", { ...model, scale: -1 }],
    ["pitch 91", { ...model, pitch: 91 }],
    ["a roll past 180", { ...model, rotation: { heading: 0, pitch: 0, roll: 181 } }],
    ["an OBJ file", { ...model, format: "obj" }],
  ])("refuses %s", (_, value) => {
    expect(modelSchema.safeParse(value).success).toBe(false);
  });
});

describe("modelCreateSchema", () => {
  it.each([
    ["a catalogue item", { ...placement, catalogueId: "c1" }, true],
    ["a verified upload", { ...placement, filePath: "models/chair.glb" }, true],
    ["no source", placement, false],
    ["both sources", { ...placement, catalogueId: "c1", filePath: "models/chair.glb" }, false],
  ])("%s is valid: %s", (_, body, ok) => {
    const result = modelCreateSchema.safeParse(body);
    expect(result.success).toBe(ok);
    if (!ok && result.error) {
      expect(result.error.issues.map((i) => i.message)).toContain(
        "Give either catalogueId or filePath.",
      );
    }
  });
});

describe("storedFilePathSchema", () => {
  it.each(["chair.glb", "models/chair.glb", "a/b/c-1_2.gltf", "models/.hidden"])(
    "accepts %s",
    (path) => {
      expect(storedFilePathSchema.safeParse(path).success).toBe(true);
    },
  );

  it.each([
    "/etc/passwd",
    "../secret.glb",
    "models/../../x.glb",
    "models/./x.glb",
    "..",
    "models\\x.glb",
    "models//x.glb",
    "models/x.glb/",
    "",
    "model chair.glb",
  ])("refuses %s", (path) => {
    expect(storedFilePathSchema.safeParse(path).success).toBe(false);
  });

  it("is the body of the verification", () => {
    expect(modelVerificationRequestSchema.safeParse({ filePath: "../x" }).success).toBe(false);
  });
});

describe("catalogue and verification", () => {
  it.each([
    ["the model query", modelListQuerySchema, {}, { pageNo: 1, pageSize: 20 }],
    [
      "the model query",
      modelListQuerySchema,
      { pageNo: "2", categoryId: "c1" },
      { pageNo: 2, pageSize: 20, categoryId: "c1" },
    ],
    [
      "the language-code header",
      languageCodeHeaders,
      { "language-code": "vi" },
      { "language-code": "vi" },
    ],
    ["the language-code header", languageCodeHeaders, {}, {}],
  ] as const)("%s reads %j", (_, schema, input, output) => {
    expect(schema.parse(input)).toEqual(output);
  });

  describeSchemas([
    ["languageCodeHeaders", languageCodeHeaders, [[{ "language-code": "VI" }, false]]],
    ["modelListQuerySchema", modelListQuerySchema, [[{ pageSize: "500" }, false]]],
    [
      "modelCatalogueItemSchema",
      modelCatalogueItemSchema,
      [
        [
          {
            id: "1",
            categoryId: "c",
            name: "Tree",
            thumbnailUrl: null,
            url: "/cdn/m/tree.glb",
            format: "glb",
            bytes: 1,
          },
          true,
        ],
      ],
    ],
    [
      "imagePresetSchema",
      imagePresetSchema,
      [
        [
          {
            id: "1",
            name: "Sky",
            url: "/cdn/p/sky.jpg",
            thumbnailUrl: "/cdn/p/sky_t.jpg",
            width: 512,
            height: 256,
          },
          true,
        ],
        [
          { id: "1", name: "Sky", url: "sky.jpg", thumbnailUrl: "/t.jpg", width: 1, height: 1 },
          false,
        ],
      ],
    ],
    [
      "modelVerificationSchema",
      modelVerificationSchema,
      [
        [
          {
            valid: false,
            format: "gltf",
            issues: [
              {
                code: "BUFFER_VIEW_TOO_LONG",
                message: "Too long",
                severity: "error",
                pointer: "/bufferViews/0",
              },
            ],
          },
          true,
        ],
        [
          {
            valid: true,
            format: "glb",
            issues: [{ code: "X", message: "", severity: "fatal", pointer: null }],
          },
          false,
        ],
      ],
    ],
  ]);
});
