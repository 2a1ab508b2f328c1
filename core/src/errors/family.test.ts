import { describe, expect, it } from "vitest";
import { featureCodes, quotaCodes } from "../plans/quota";
import { errorCatalogue } from "./catalogue";
import type { ErrorCode } from "./codes";
import { errorFamilyOf } from "./lookup";

const codes = Object.keys(errorCatalogue).map(Number) as ErrorCode[];
const familyCodes = (family: string) => codes.filter((c) => errorFamilyOf(c) === family);

describe("error families", () => {
  it("puts exactly the plan's quota and feature refusals in the plan family", () => {
    const planRefusals = [...Object.values(quotaCodes), ...Object.values(featureCodes)];
    expect(familyCodes("plan").sort()).toEqual([...new Set(planRefusals)].sort());
  });

  it.each([
    [10401, "session"],
    [50001, "session"],
    [50002, "session"],
    [110001, "session"],
    [110007, "session"],
    [140008, "session"],
    [90001, "transport"],
    [90002, "transport"],
    [10400, "input"],
    [10404, "other"],
    [10500, "other"],
    [123456, "other"],
  ])("%i is %s", (code, family) => {
    expect(errorFamilyOf(code)).toBe(family);
  });

  it("sends every code whose client action is to sign in again to the session family", () => {
    const signIn = codes.filter((c) =>
      ["signIn", "duplicateSession", "reject"].includes(errorCatalogue[c].action),
    );
    expect(signIn.every((c) => errorFamilyOf(c) === "session")).toBe(true);
  });
});
