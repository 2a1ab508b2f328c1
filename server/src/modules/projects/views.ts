import type { Coworker, Person, Project, TourListItem } from "@orbis/core/contract";
import type { CoworkerRow, PersonRow, ProjectRow } from "./projectRepository";

/** An instant as the wire has it. */
export const iso = (value: Date | string): string => new Date(value).toISOString();

/** A person as the contract shows them. */
export const personView = (row: PersonRow): Person => ({
  id: row.id,
  email: row.email,
  name: row.name,
  nickname: row.nickname,
});

/** A coworker as the contract shows them. */
export const coworkerView = (row: CoworkerRow): Coworker => ({
  ...personView(row),
  role: row.role,
});

/** A project with its owner, coworkers and tour count. */
export const projectView = (
  row: ProjectRow,
  owner: PersonRow,
  coworkers: readonly CoworkerRow[],
  tourCount: number,
): Project => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  owner: personView(owner),
  coworkers: coworkers.map(coworkerView),
  tourCount,
  thumbnailUrl: null,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** A tour list row. */
export interface TourListRow {
  readonly id: string;
  readonly project_id: string;
  readonly title: string;
  readonly thumbnail_key: string | null;
  readonly scene_count: number;
  readonly slug: string | null;
  readonly published_version: number | null;
  readonly published_at: Date | string | null;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

/** A line of the tour list. */
export const tourListItemView = (row: TourListRow): TourListItem => ({
  id: row.id,
  projectId: row.project_id,
  title: row.title,
  thumbnailUrl: row.thumbnail_key === null ? null : `/cdn/${row.thumbnail_key}`,
  sceneCount: row.scene_count,
  published: row.published_version !== null,
  slug: row.published_version === null ? null : row.slug,
  publishedAt: row.published_at === null ? null : iso(row.published_at),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});
