import type {
  CertificationRecord,
  InstructorAccount,
  InstructorProfileRecord,
} from "@orbis/core/edu";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

const date = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/** SQL of instructors: their profile and certification, and their licence payments. */
export const instructorRepository = (db: Kysely<Database>) => ({
  account: async (userId: string): Promise<InstructorAccount | undefined> => {
    const row = await db
      .selectFrom("users")
      .select(["id", "email", "name", "nickname"])
      .where("id", "=", userId)
      .executeTakeFirst();
    return row === undefined
      ? undefined
      : { userId: row.id, email: row.email, name: row.name, nickname: row.nickname };
  },

  /** The stored profile and certification; undefined before the first edit or renewal. */
  profile: async (
    userId: string,
  ): Promise<
    { profile: InstructorProfileRecord; certification: CertificationRecord } | undefined
  > => {
    const row = await db
      .selectFrom("instructor_profiles")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      profile: {
        name: row.name,
        organization: row.organization,
        phone: row.phone,
        introduction: row.introduction,
      },
      certification: {
        certificateNumber: row.certificate_number,
        certifiedAt: date(row.certified_at),
        expiresAt: date(row.certification_expires_at),
      },
    };
  },

  /** Writes the whole profile, creating the row on the first edit. */
  saveProfile: async (userId: string, profile: InstructorProfileRecord, now: Date) => {
    await db
      .insertInto("instructor_profiles")
      .values({ user_id: userId, ...profile, updated_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...profile, updated_at: now }))
      .execute();
  },

  /** Writes the certification, creating the row (named `name`) on a renewal before any edit. */
  saveCertification: async (
    userId: string,
    name: string,
    certification: CertificationRecord,
    now: Date,
  ): Promise<void> => {
    const values = {
      certificate_number: certification.certificateNumber,
      certified_at: certification.certifiedAt,
      certification_expires_at: certification.expiresAt,
      updated_at: now,
    };
    await db
      .insertInto("instructor_profiles")
      .values({ user_id: userId, name, ...values })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
      .execute();
  },
});
