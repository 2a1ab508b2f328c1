import { describe, expect, it } from "vitest";
import { licenceProductCodeSchema } from "../contract/enums";
import { licenceProductCode, licenceProductName } from "./licenceProducts";

describe("licence products", () => {
  it.each([
    ["LICENCE-1M", "INSTRUCTOR_LICENSE_1M"],
    ["LICENCE-3M-BULK", "INSTRUCTOR_LICENSE_3M_BULK"],
    ["PLAN-PRO-MONTH", null],
    ["LICENCE-6M", null],
  ] as const)("%s is the product %s", (goods, code) => {
    expect(licenceProductCode(goods)).toBe(code);
  });

  it("names every product in each payments language", () => {
    for (const code of licenceProductCodeSchema.options)
      for (const language of ["ko", "en", "vi"] as const)
        expect(licenceProductName(code, language)).toMatch(/\S/);
  });

  it.each([
    ["INSTRUCTOR_LICENSE_1M", "en", "Student licence, 1 month"],
    ["INSTRUCTOR_LICENSE_2M_BULK", "en", "Student licence, 2 months, pack of 10"],
    ["INSTRUCTOR_LICENSE_3M", "ko", "학생 라이선스 3개월"],
    ["INSTRUCTOR_LICENSE_1M_BULK", "vi", "Giấy phép học sinh, 1 tháng, gói 10"],
  ] as const)("%s in %s is %s", (code, language, name) => {
    expect(licenceProductName(code, language)).toBe(name);
  });
});
