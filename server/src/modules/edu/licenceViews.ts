import { type Licence, licenceDurationSchema, type PaymentsLanguage } from "@orbis/core/contract";
import { licenceProductCode, licenceProductName, licenceStateOf } from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import type { LicenceRow } from "./licenceRepository";

/** A licence as the contract has it, its product named in `language` and its state at `now`. */
export const licenceView = (row: LicenceRow, language: PaymentsLanguage, now: Date): Licence => {
  const productCode = licenceProductCode(row.goods_code);
  // Licences are only made from licence goods: another code is a broken price list.
  if (productCode === null)
    throw new AppError(ErrorCode.internal, {
      message: `${row.goods_code} is not a licence product`,
    });
  return {
    licenceId: row.id,
    productCode,
    productName: licenceProductName(productCode, language),
    durationMonths: licenceDurationSchema.parse(row.months),
    state: licenceStateOf({ deliveredAt: row.delivered_at, expiresAt: row.expires_at }, now),
    groupId: row.group_id,
    userId: row.holder_id,
    userAlias: row.alias,
    purchasedAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
};
