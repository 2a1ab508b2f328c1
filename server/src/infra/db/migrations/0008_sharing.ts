import type { Migration } from "./migration";

/*
 * Sharing spaces through share codes, and comments (a space is a tour, docs/architecture.md#decisions-where-the-product-is-silent).
 *
 * `share_codes` belong to their creator; `code` is what holders type, unique. `share_code_holders`
 * are the accounts that typed a code; `space_shares` say which tours a code shows. Deleting a code
 * cascades to both, so it stops granting anything in the same statement.
 *
 * `space_reads` remember when a holder last looked at a space, for the unread alert (core's
 * isSpaceUnread compares it with the share, the last publication and others' last comment).
 *
 * `space_comments` are listed newest first with `(created_at, id)` as the order, so pages are
 * stable. `code_guesses` keep each account's run of wrong codes, shared by every server process.
 * `comment_posts` log when each account posted, for the comment rate: a deleted comment still
 * counts, so deleting does not buy room for more.
 */
export const sharing: Migration = {
  name: "0008_sharing",
  up: [
    `create table share_codes (
      id text primary key,
      owner_id text not null references users(id) on delete cascade,
      code text not null unique,
      title text not null,
      created_at timestamptz not null default now()
    )`,
    "create index share_codes_owner on share_codes (owner_id, created_at)",
    `create table share_code_holders (
      code_id text not null references share_codes(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      joined_at timestamptz not null default now(),
      primary key (code_id, user_id)
    )`,
    "create index share_code_holders_user on share_code_holders (user_id)",
    `create table space_shares (
      code_id text not null references share_codes(id) on delete cascade,
      tour_id text not null references tours(id) on delete cascade,
      shared_at timestamptz not null default now(),
      primary key (code_id, tour_id)
    )`,
    "create index space_shares_tour on space_shares (tour_id)",
    `create table space_reads (
      user_id text not null references users(id) on delete cascade,
      tour_id text not null references tours(id) on delete cascade,
      read_at timestamptz not null,
      primary key (user_id, tour_id)
    )`,
    `create table space_comments (
      id text primary key,
      tour_id text not null references tours(id) on delete cascade,
      author_id text not null references users(id) on delete cascade,
      content text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    "create index space_comments_tour on space_comments (tour_id, created_at desc, id desc)",
    "create index space_comments_author on space_comments (author_id, created_at)",
    `create table comment_posts (
      user_id text not null references users(id) on delete cascade,
      posted_at timestamptz not null
    )`,
    "create index comment_posts_user on comment_posts (user_id, posted_at)",
    `create table code_guesses (
      user_id text primary key references users(id) on delete cascade,
      failures integer not null,
      last_failure_at timestamptz,
      locked_until timestamptz
    )`,
  ],
};
