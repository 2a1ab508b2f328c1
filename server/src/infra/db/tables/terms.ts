import type { Generated } from "kysely";
import type { Timestamp } from "./columns";

/* The tables the terms module owns. */

export interface TermsTable {
  id: string;
  service_id: string;
  is_optional: boolean;
  href: string | null;
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface TermsTextsTable {
  terms_id: string;
  language: string;
  title: string;
  content: string;
}

export interface TermsAgreementsTable {
  user_id: string;
  terms_id: string;
  agreed: boolean;
  agreed_at: Date | null;
  updated_at: Timestamp;
}
