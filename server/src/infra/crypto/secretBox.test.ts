import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { secretBox } from "./secretBox";

describe("the secret box", () => {
  const key = randomBytes(32);

  it("opens what it sealed, and the sealed text does not contain the secret", () => {
    const box = secretBox(key, "tokens");
    const sealed = box.seal("1//refresh-token-value");
    expect(sealed).not.toContain("refresh-token-value");
    expect(box.open(sealed)).toBe("1//refresh-token-value");
  });

  it("seals the same secret differently each time", () => {
    const box = secretBox(key, "tokens");
    expect(box.seal("same")).not.toBe(box.seal("same"));
  });

  it("does not open under another key, another purpose, or after tampering", () => {
    const sealed = secretBox(key, "tokens").seal("secret");
    expect(secretBox(randomBytes(32), "tokens").open(sealed)).toBeNull();
    expect(secretBox(key, "other").open(sealed)).toBeNull();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    expect(
      secretBox(key, "tokens").open([...parts.slice(0, 3), body.toString("base64url")].join(".")),
    ).toBeNull();
    expect(secretBox(key, "tokens").open("not sealed")).toBeNull();
  });
});
