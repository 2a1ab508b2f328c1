import type { TourListItem } from "@orbis/core/contract";
import type { OrbisApi } from "../session/api";

/** Which tours of a project to list. */
export interface TourFilter {
  /** true: published only; false: unpublished only; undefined: all. */
  readonly published?: boolean;
  readonly search?: string;
}

const PAGE = 100;

/** Every tour of a project matching the filter, page after page, oldest first. */
export const listAllTours = async (
  api: OrbisApi,
  projectId: string,
  filter: TourFilter = {},
): Promise<TourListItem[]> => {
  const tours: TourListItem[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await api.listProjectTours({
      query: {
        proj: projectId,
        offset,
        limit: PAGE,
        sortby: "createdAt",
        ...(filter.published === undefined ? {} : { publish: filter.published }),
        ...(filter.search === undefined ? {} : { search: filter.search }),
      },
    });
    tours.push(...page.list);
    if (page.list.length < PAGE || tours.length >= page.total) return tours;
  }
};

/** The public address of a published tour: `/t/{slug}` on the server's origin. */
export const publicUrl = (apiUrl: string, slug: string): string =>
  new URL(`/t/${encodeURIComponent(slug)}`, apiUrl).toString();
