/** One schema change: statements run in order, in one transaction, once per database. */
export interface Migration {
  /** Sorts the migrations and names them in the `kysely_migration` table; never renamed. */
  readonly name: string;
  readonly up: readonly string[];
}
