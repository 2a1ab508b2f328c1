import type { AdminInstructor } from "../contract/entities/adminApi";

/** An instructor's stored profile, as far as the record shows it. */
export interface StoredInstructorProfile {
  readonly name: string;
  readonly organization: string;
  readonly phone: string | null;
  readonly introduction: string | null;
  readonly certificateNumber: string | null;
  readonly certificationExpiresAt: Date | null;
}

/**
 * The instructor record of `userId` at `now`. Before their first edit there is no stored profile
 * (reading never writes one): the record then shows their account name and nothing else. They
 * are certified while a certification runs, until the moment it expires.
 */
export const instructorRecordOf = (
  userId: string,
  accountName: string,
  profile: StoredInstructorProfile | null,
  now: Date,
): AdminInstructor => {
  const expiresAt = profile?.certificationExpiresAt ?? null;
  return {
    id: userId,
    name: profile?.name ?? accountName,
    organization: profile?.organization ?? "",
    phone: profile?.phone ?? null,
    introduction: profile?.introduction ?? null,
    certified: expiresAt !== null && now.getTime() < expiresAt.getTime(),
    certificateNumber: profile?.certificateNumber ?? null,
    certificationExpiresAt: expiresAt === null ? null : expiresAt.toISOString(),
  };
};
