import type { Migration } from "./migration";

/*
 * Instructors, lecture review and the admin REST API's audit (issue 18).
 *
 * `instructor_profiles` holds what an instructor tells about themselves and their certification;
 * the row appears on their first profile edit or renewal, so reading a profile never writes.
 *
 * `lecture_submissions` keeps one row per submission of a space (a resubmission after a rejection
 * is a new row, so the review history stays). Each row is frozen to what was published at
 * submission: `version` names the publish version and `snapshot_key` its stored snapshot, which
 * the review reads however the student edits or republishes afterwards. `reviewer_id` is the
 * group's owner when the student submitted.
 *
 * `admin_audit` remembers every write made through `/admin-api`: who, what, on which record,
 * when, and the fields changed (never a password).
 */
export const eduReview: Migration = {
  name: "0010_edu_review",
  up: [
    `create table instructor_profiles (
      user_id text primary key references users(id) on delete cascade,
      name text not null,
      organization text not null default '',
      phone text,
      introduction text,
      certificate_number text unique,
      certified_at timestamptz,
      certification_expires_at timestamptz,
      updated_at timestamptz not null default now()
    )`,
    `create table lecture_submissions (
      id text primary key,
      space_id text not null references tours(id) on delete cascade,
      student_id text not null references users(id) on delete cascade,
      group_id text not null references edu_groups(id) on delete cascade,
      reviewer_id text references users(id) on delete set null,
      status text not null check (status in ('in_review', 'approved', 'rejected')),
      version integer not null,
      snapshot_key text not null,
      submitted_at timestamptz not null,
      reviewed_at timestamptz,
      review_comment text
    )`,
    "create index lecture_submissions_space on lecture_submissions (space_id, submitted_at)",
    "create index lecture_submissions_group on lecture_submissions (group_id, status, submitted_at)",
    `create table admin_audit (
      id text primary key,
      actor_id text references users(id) on delete set null,
      resource text not null,
      record_id text not null,
      action text not null check (action in ('create', 'update', 'delete')),
      changes jsonb not null,
      at timestamptz not null default now()
    )`,
    "create index admin_audit_actor on admin_audit (actor_id, at)",
    "create index admin_audit_record on admin_audit (resource, record_id, at)",
  ],
};
