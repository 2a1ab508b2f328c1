import { ORBIS_SERVICE } from "@orbis/core/contract";
import { describe, expect, it } from "vitest";
import { seedTerms } from "../seed/terms";
import { MANDATORY_TERMS } from "./registration";

describe("the test kit's mandatory terms", () => {
  it("are exactly the console's seeded terms that are not optional", () => {
    expect([...MANDATORY_TERMS].sort()).toEqual(
      seedTerms
        .filter((t) => t.serviceId === ORBIS_SERVICE.serviceId && !t.isOptional)
        .map((t) => t.id)
        .sort(),
    );
  });
});
