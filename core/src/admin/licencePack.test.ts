import { describe, expect, it } from "vitest";
import { isLicencePack } from "./licencePack";

describe("isLicencePack", () => {
  it("reads goods codes and product codes alike", () => {
    expect(isLicencePack("LICENCE-1M-BULK")).toBe(true);
    expect(isLicencePack("INSTRUCTOR_LICENSE_3M_BULK")).toBe(true);
    expect(isLicencePack("LICENCE-2M")).toBe(false);
    expect(isLicencePack("INSTRUCTOR_LICENSE_1M")).toBe(false);
  });
});
