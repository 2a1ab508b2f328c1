import {
  type CertificationRecord,
  defaultInstructorName,
  type InstructorAccount,
  newCertificateNumber,
  renewedCertification,
} from "@orbis/core/edu";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../infra/db/database";
import type { Database } from "../../infra/db/schema";
import { instructorRepository } from "./instructorRepository";

const NO_CERTIFICATION: CertificationRecord = {
  certificateNumber: null,
  certifiedAt: null,
  expiresAt: null,
};

/**
 * How many certificate numbers a first renewal tries. A clash with an issued number is rare
 * (32^8 numbers a year), so a second one already succeeds; past these the error stands.
 */
const NUMBER_ATTEMPTS = 5;

/**
 * Renews `account`'s certification at `now` and answers the stored result. The first renewal
 * issues a number drawn from `draw`; when the number is already someone's (the column is unique)
 * the whole renewal runs again with a fresh one, in a new transaction, since PostgreSQL
 * abandons a transaction at its first failed statement.
 */
export const renewCertification = async (
  db: Kysely<Database>,
  account: InstructorAccount,
  now: Date,
  draw: (count: number) => Uint8Array,
): Promise<CertificationRecord> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const repository = instructorRepository(trx);
        const stored = await repository.profile(account.userId);
        const renewed = renewedCertification(stored?.certification ?? NO_CERTIFICATION, now, () =>
          newCertificateNumber(now, draw),
        );
        const name = stored?.profile.name ?? defaultInstructorName(account);
        await repository.saveCertification(account.userId, name, renewed, now);
        return renewed;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= NUMBER_ATTEMPTS) throw error;
    }
  }
};
