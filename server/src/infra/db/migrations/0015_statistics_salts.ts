import type { Migration } from "./migration";

/*
 * The visitor hash's salt of each UTC day (docs/architecture.md#statistics), random and kept in
 * the database so every process of a cluster hashes a day's visitors alike without deriving the
 * salt from a secret that never changes. The first process to need a day's salt inserts one
 * (`on conflict do nothing`, then reads what won); the fold job deletes the salts of days before
 * yesterday, after which those days' hashes can never be made again.
 *
 * `tour_day_visitors` loses its foreign key: the fold inserts a row per new visitor of a day
 * (in real traffic most views), and checking each against `tours` cost about 20 µs a row on
 * PGlite. The fold inserts hashes of existing tours only, and a deleted tour's hashes are
 * deleted with every other hash two days on.
 */
export const statisticsSalts: Migration = {
  name: "0015_statistics_salts",
  up: [
    `create table statistics_salts (
      day date primary key,
      salt bytea not null check (octet_length(salt) = 32)
    )`,
    "alter table tour_day_visitors drop constraint tour_day_visitors_tour_id_fkey",
  ],
};
