import type { Language, TermsAgreement, TermsItem } from "@orbis/core/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";

/** SQL of terms, their texts per language and each user's answers. */
export const termsRepository = (db: Kysely<Database>) => ({
  /** True when the service has terms, i.e. is one this identity service serves. */
  isKnownService: async (serviceId: string): Promise<boolean> =>
    (await db
      .selectFrom("terms")
      .select("id")
      .where("service_id", "=", serviceId)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  /** The service's terms in a language, falling back to Korean text where one is missing. */
  list: async (serviceId: string, language: Language): Promise<TermsItem[]> => {
    const rows = await db
      .selectFrom("terms")
      .innerJoin("terms_texts", "terms_texts.terms_id", "terms.id")
      .select([
        "terms.id",
        "terms.href",
        "terms.is_optional",
        "terms.sort_order",
        "terms_texts.language",
        "terms_texts.title",
        "terms_texts.content",
      ])
      .where("terms.service_id", "=", serviceId)
      .where("terms_texts.language", "in", [language, "ko"])
      .orderBy("terms.sort_order")
      .execute();
    const byId = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const seen = byId.get(row.id);
      if (seen === undefined || row.language === language) byId.set(row.id, row);
    }
    return [...byId.values()].map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      href: r.href,
      isOptional: r.is_optional,
    }));
  },

  /** Ids of the terms one must agree to. */
  mandatoryIds: async (serviceId: string): Promise<string[]> =>
    (
      await db
        .selectFrom("terms")
        .select("id")
        .where("service_id", "=", serviceId)
        .where("is_optional", "=", false)
        .execute()
    ).map((r) => r.id),

  /** All term ids of a service. */
  ids: async (serviceId: string): Promise<string[]> =>
    (await db.selectFrom("terms").select("id").where("service_id", "=", serviceId).execute()).map(
      (r) => r.id,
    ),

  /** The user's answer to each term of the service; unanswered terms count as not agreed. */
  agreements: async (userId: string, serviceId: string): Promise<TermsAgreement[]> => {
    const rows = await db
      .selectFrom("terms")
      .leftJoin("terms_agreements", (join) =>
        join
          .onRef("terms_agreements.terms_id", "=", "terms.id")
          .on("terms_agreements.user_id", "=", userId),
      )
      .select(["terms.id", "terms_agreements.agreed", "terms_agreements.agreed_at"])
      .where("terms.service_id", "=", serviceId)
      .orderBy("terms.sort_order")
      .execute();
    return rows.map((r) => ({
      termsId: r.id,
      agreed: r.agreed ?? false,
      agreedAt: r.agreed_at === null ? null : new Date(r.agreed_at).toISOString(),
    }));
  },

  /** Records answers; `agreedAt` is set when a term is agreed and cleared when withdrawn. */
  answer: async (
    userId: string,
    answers: readonly { termsId: string; agreed: boolean }[],
    now: Date,
  ) => {
    for (const a of answers) {
      const row = { agreed: a.agreed, agreed_at: a.agreed ? now : null, updated_at: now };
      await db
        .insertInto("terms_agreements")
        .values({ user_id: userId, terms_id: a.termsId, ...row })
        .onConflict((oc) => oc.columns(["user_id", "terms_id"]).doUpdateSet(row))
        .execute();
    }
  },
});

/** The terms repository's type. */
export type TermsRepository = ReturnType<typeof termsRepository>;
