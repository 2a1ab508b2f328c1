import { describe, expect, it } from "vitest";
import { seedTerms } from "../seed/terms";
import { MANDATORY_TERMS } from "./registration";

describe("the test kit's mandatory terms", () => {
  it("are exactly the seeded terms that are not optional", () => {
    expect([...MANDATORY_TERMS].sort()).toEqual(
      seedTerms
        .filter((t) => !t.isOptional)
        .map((t) => t.id)
        .sort(),
    );
  });
});
