import type { Generated } from "kysely";
import type { Timestamp } from "./columns";

/* The tables the identity module owns. */

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  name: string | null;
  nickname: string | null;
  thumbnail_key: string | null;
  sign_in_method: string;
  email_verified: Generated<boolean>;
  status: Generated<"active" | "deactivated">;
  deactivated_at: Date | null;
  marketing_agreed: Generated<boolean>;
  password_change_required: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SocialAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  email: string | null;
  created_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  email: string;
  purpose: string;
  service_id: string;
  code_hash: string;
  attempts: Generated<number>;
  renewals: Generated<number>;
  expires_at: Timestamp;
  verified_at: Date | null;
  consumed_at: Date | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  client_kind: string;
  created_at: Timestamp;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}
