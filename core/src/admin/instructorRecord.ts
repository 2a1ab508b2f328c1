import type { AdminInstructor } from "../contract/entities/adminApi";
import { type CertificationRecord, isCertified } from "../edu/certification";
import {
  type InstructorAccount,
  type InstructorProfileRecord,
  instructorInfoView,
} from "../edu/instructorProfile";

/** An instructor's stored profile and certification; undefined before their first edit or renewal. */
export interface StoredInstructor {
  readonly profile: InstructorProfileRecord;
  readonly certification: CertificationRecord;
}

/**
 * The admin API's instructor record at `now`: the profile as the v3 instructor call shows it
 * (defaults from the account before the first edit, since reading never writes), certified while
 * the certification runs, until the moment it expires.
 */
export const instructorRecordOf = (
  account: InstructorAccount,
  stored: StoredInstructor | undefined,
  now: Date,
): AdminInstructor => {
  const certification = stored?.certification ?? null;
  const certified = certification !== null && isCertified(certification, now);
  const info = instructorInfoView(account, stored?.profile ?? null, certified);
  return {
    id: account.userId,
    name: info.name,
    organization: info.organization,
    phone: info.phone,
    introduction: info.introduction,
    certified,
    certificateNumber: certification?.certificateNumber ?? null,
    certificationExpiresAt: certification?.expiresAt?.toISOString() ?? null,
  };
};
