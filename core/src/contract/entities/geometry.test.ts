import { describe, expect, it } from "vitest";
import {
  GEOMETRY_MAX_VERTICES,
  geometryDeleteSchema,
  geometryListSchema,
  geometrySchema,
  geometryUploadSchema,
} from "./geometry";
import { polygon } from "./testing/tourSamples";

const point = { yaw: 5, pitch: 5 };
const geo = { lat: 37.5, lon: 127 };
const polyline = { ...polygon, type: "polyline", vertices: [point, point], geo: [geo, geo] };

describe("geometrySchema", () => {
  it.each([
    ["a polygon of 3 vertices", polygon],
    ["a polygon on the map", { ...polygon, geo: [geo, geo, geo] }],
    [
      "a polygon filled with an uploaded image",
      { ...polygon, style: { ...polygon.style, fillImage: "floor.png" } },
    ],
    ["a polyline of 2 vertices", polyline],
    ["an untitled polyline", { ...polyline, title: null }],
  ])("accepts %s", (_, geometry) => {
    expect(geometrySchema.parse(geometry)).toEqual(geometry);
  });

  it.each([
    ["a polygon of 2 vertices", { ...polygon, vertices: [point, point] }],
    ["a polygon with 2 map points", { ...polygon, geo: [geo, geo] }],
    ["a polyline of 1 vertex", { ...polyline, vertices: [point] }],
    ["too many vertices", { ...polyline, vertices: Array(GEOMETRY_MAX_VERTICES + 1).fill(point) }],
    ["a vertex with pitch 91", { ...polygon, vertices: [point, point, { yaw: 0, pitch: 91 }] }],
    ["a named colour", { ...polygon, style: { ...polygon.style, strokeColor: "green" } }],
    ["a short hex colour", { ...polygon, style: { ...polygon.style, fillColor: "#2a5" } }],
    ["an opacity above 1", { ...polygon, style: { ...polygon.style, fillOpacity: 1.5 } }],
    ["a circle", { ...polygon, type: "circle" }],
  ])("refuses %s", (_, geometry) => {
    expect(geometrySchema.safeParse(geometry).success).toBe(false);
  });

  it("reads the JSON part of the multipart upload", () => {
    const part = JSON.stringify([polygon, polyline]);
    expect(geometryUploadSchema.parse({ geometries: part }).geometries).toBe(part);
    expect(geometryListSchema.parse(JSON.parse(part))).toHaveLength(2);
  });

  it.each([
    [{ geometries: "[]", images: [new File(["x"], "a.png", { type: "image/png" })] }, true],
    [{ geometries: "[]", images: [new File(["x"], "a.gif", { type: "image/gif" })] }, false],
    [{ images: [] }, false],
  ])("upload %#: valid %s", (body, ok) => {
    expect(geometryUploadSchema.safeParse(body).success).toBe(ok);
  });

  it.each([
    [{ useType: 0 }, true],
    [{ useType: 1 }, false],
    [{}, false],
  ])("delete body %j is valid: %s", (body, ok) => {
    expect(geometryDeleteSchema.safeParse(body).success).toBe(ok);
  });
});
