import { licenceProductCode } from "../edu/licenceProducts";

/**
 * Whether a licence came in a pack of ten, from its code as the admin API shows it (the price
 * list's goods code, `LICENCE-1M-BULK`) or as the v3 calls show it (`INSTRUCTOR_LICENSE_1M_BULK`).
 */
export const isLicencePack = (code: string): boolean =>
  (licenceProductCode(code) ?? code).endsWith("_BULK");
