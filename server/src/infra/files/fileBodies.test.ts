import { describe, expect, it } from "vitest";
import { type CachedFile, createFileBodies } from "./fileBodies";

const file = (size: number, contentType = "image/jpeg"): CachedFile => ({
  body: Buffer.alloc(size),
  object: { bytes: size, contentType, modifiedAt: new Date(0) },
});

describe("the file bodies cache", () => {
  it("keeps bodies up to its byte bound, dropping the oldest written first", () => {
    const bodies = createFileBodies(100);
    bodies.set("a", file(40));
    bodies.set("b", file(40));
    bodies.set("c", file(40));
    expect([bodies.get("a"), bodies.get("b")?.body.length, bodies.get("c")?.body.length]).toEqual([
      undefined,
      40,
      40,
    ]);
    expect(bodies.bytes).toBe(80);
  });

  it("counts a body written again once, keeps none larger than the bound, and drops by key or prefix", () => {
    const bodies = createFileBodies(100);
    bodies.set("t/1/a", file(30, "image/png"));
    bodies.set("t/1/a", file(50, "image/webp"));
    expect([bodies.bytes, bodies.get("t/1/a")?.object.contentType]).toEqual([50, "image/webp"]);
    bodies.set("huge", file(101));
    expect([bodies.get("huge"), bodies.bytes]).toEqual([undefined, 50]);
    bodies.set("t/2/b", file(10));
    bodies.deletePrefix("t/1/");
    expect([bodies.get("t/1/a"), bodies.bytes]).toEqual([undefined, 10]);
    bodies.delete("t/2/b");
    expect(bodies.bytes).toBe(0);
  });
});
