import type { Migration } from "./migration";

/*
 * Identity and accounts. Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 17) both run;
 * one statement per entry because PGlite's query protocol takes one at a time.
 * Ids are text (UUIDs made by the server); byte counts are bigint.
 */
export const identityAccounts: Migration = {
  name: "0001_identity_accounts",
  up: [
    `create table users (
      id text primary key,
      email text not null unique,
      password_hash text,
      name text,
      nickname text,
      thumbnail_key text,
      sign_in_method text not null,
      email_verified boolean not null default false,
      status text not null default 'active' check (status in ('active', 'deactivated')),
      deactivated_at timestamptz,
      marketing_agreed boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    `create table social_accounts (
      provider text not null,
      provider_user_id text not null,
      user_id text not null references users(id) on delete cascade,
      email text,
      created_at timestamptz not null default now(),
      primary key (provider, provider_user_id)
    )`,
    "create index social_accounts_user on social_accounts (user_id)",
    `create table verifications (
      id text primary key,
      email text not null,
      purpose text not null,
      service_id text not null,
      code_hash text not null,
      attempts integer not null default 0,
      renewals integer not null default 0,
      expires_at timestamptz not null,
      verified_at timestamptz,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    "create index verifications_email on verifications (email, purpose)",
    `create table sessions (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      client_kind text not null,
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoked_reason text
    )`,
    "create index sessions_active on sessions (user_id, client_kind) where revoked_at is null",
    `create table refresh_tokens (
      id text primary key,
      session_id text not null references sessions(id) on delete cascade,
      token_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    "create index refresh_tokens_session on refresh_tokens (session_id)",
    `create table terms (
      id text primary key,
      service_id text not null,
      is_optional boolean not null,
      href text,
      sort_order integer not null default 0,
      created_at timestamptz not null default now()
    )`,
    `create table terms_texts (
      terms_id text not null references terms(id) on delete cascade,
      language text not null,
      title text not null,
      content text not null,
      primary key (terms_id, language)
    )`,
    `create table terms_agreements (
      user_id text not null references users(id) on delete cascade,
      terms_id text not null references terms(id) on delete cascade,
      agreed boolean not null,
      agreed_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (user_id, terms_id)
    )`,
    `create table plans (
      id text primary key,
      type text not null,
      name text not null,
      kind text not null check (kind in ('contents', 'hosting')),
      constraints jsonb not null,
      prices jsonb not null default '{}'::jsonb,
      sort_order integer not null default 0
    )`,
    `create table accounts (
      user_id text primary key references users(id) on delete cascade,
      plan_id text references plans(id),
      plan_started_at timestamptz,
      plan_expires_at timestamptz,
      hosting_plan_id text references plans(id),
      hosting_started_at timestamptz,
      hosting_expires_at timestamptz,
      storage_used_bytes bigint not null default 0 check (storage_used_bytes >= 0),
      hosting_used_bytes bigint not null default 0 check (hosting_used_bytes >= 0),
      first_checkin_at timestamptz,
      last_checkin_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create table settings (
      user_id text primary key references users(id) on delete cascade,
      language text not null,
      currency text not null,
      use_auto_save boolean not null,
      save_cycle integer not null,
      updated_at timestamptz not null default now()
    )`,
    `create table user_extras (
      user_id text not null references users(id) on delete cascade,
      key text not null,
      value text not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, key)
    )`,
    `create table user_surveys (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      reason_type text not null,
      custom_reason text,
      created_at timestamptz not null default now()
    )`,
    `create table email_links (
      token_hash text primary key,
      user_id text not null references users(id) on delete cascade,
      purpose text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create table coupons (
      id text primary key,
      code text unique,
      name text not null,
      description text not null default '',
      discount jsonb not null,
      offered boolean not null default false,
      valid_days integer,
      expires_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    `create table user_coupons (
      user_id text not null references users(id) on delete cascade,
      coupon_id text not null references coupons(id) on delete cascade,
      downloaded_at timestamptz not null default now(),
      used_at timestamptz,
      expires_at timestamptz,
      primary key (user_id, coupon_id)
    )`,
    `create table coupon_popups (
      id text primary key,
      coupon_id text not null references coupons(id) on delete cascade,
      trigger_type integer not null,
      language text not null,
      title text not null,
      image_url text,
      description text not null default '',
      button_title text not null,
      button_url text not null,
      is_blank boolean not null default false,
      position text not null default 'bottom-right',
      sort_order integer not null default 0
    )`,
    "create index coupon_popups_trigger on coupon_popups (trigger_type, language)",
  ],
};
