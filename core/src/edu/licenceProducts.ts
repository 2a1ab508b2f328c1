import type { z } from "zod";
import type { licenceProductCodeSchema, PaymentsLanguage } from "../contract/enums";

/** A licence product code as the instructor calls show it. */
export type LicenceProductCode = z.infer<typeof licenceProductCodeSchema>;

/**
 * The price list's licence goods and the product codes the contract shows for them: the two
 * name the same products differently because the contract keeps the codes clients already know.
 */
const PRODUCTS: Readonly<Record<string, LicenceProductCode>> = {
  "LICENCE-1M": "INSTRUCTOR_LICENSE_1M",
  "LICENCE-2M": "INSTRUCTOR_LICENSE_2M",
  "LICENCE-3M": "INSTRUCTOR_LICENSE_3M",
  "LICENCE-1M-BULK": "INSTRUCTOR_LICENSE_1M_BULK",
  "LICENCE-2M-BULK": "INSTRUCTOR_LICENSE_2M_BULK",
  "LICENCE-3M-BULK": "INSTRUCTOR_LICENSE_3M_BULK",
};

/** The product code of a licence goods code of the price list; null for any other goods. */
export const licenceProductCode = (goodsCode: string): LicenceProductCode | null =>
  PRODUCTS[goodsCode] ?? null;

const NAMES: Readonly<Record<PaymentsLanguage, (months: number, bulk: boolean) => string>> = {
  ko: (months, bulk) => `학생 라이선스 ${months}개월${bulk ? " (10개 묶음)" : ""}`,
  en: (months, bulk) =>
    `Student licence, ${months} ${months === 1 ? "month" : "months"}${bulk ? ", pack of 10" : ""}`,
  vi: (months, bulk) => `Giấy phép học sinh, ${months} tháng${bulk ? ", gói 10" : ""}`,
};

/** A licence product's name in a payments language (the `langCode` of the instructor calls). */
export const licenceProductName = (
  code: LicenceProductCode,
  language: PaymentsLanguage,
): string => {
  const months = Number(code.charAt("INSTRUCTOR_LICENSE_".length));
  return NAMES[language](months, code.endsWith("_BULK"));
};
