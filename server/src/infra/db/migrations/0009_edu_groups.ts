import type { Migration } from "./migration";

/*
 * Education groups and their students (issue 18). A student is a user whose address is reserved
 * (`<loginId>@students.orbis.invalid`, core's studentAddressOf: the `.invalid` TLD receives no
 * mail) and whose `group_students` row gives the group, the alias the instructor knows them by and
 * the login id they type. A student belongs to one group. A group with students cannot be deleted
 * (`restrict`): its students' accounts would be left without a teacher.
 *
 * `password_change_required` marks an account whose password someone else chose (a student's
 * one-time password): it may sign in, and must set its own before anything else.
 */
export const eduGroups: Migration = {
  name: "0009_edu_groups",
  up: [
    "alter table users add column password_change_required boolean not null default false",
    `create table edu_groups (
      id text primary key,
      owner_id text not null references users(id) on delete cascade,
      name text not null,
      created_at timestamptz not null default now()
    )`,
    "create index edu_groups_owner on edu_groups (owner_id, created_at)",
    `create table group_students (
      user_id text primary key references users(id) on delete cascade,
      group_id text not null references edu_groups(id) on delete restrict,
      alias text not null,
      login_id text not null unique,
      created_at timestamptz not null default now()
    )`,
    "create index group_students_group on group_students (group_id, created_at)",
  ],
};
