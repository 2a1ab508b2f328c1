/** The public page of a published tour (docs/architecture.md#one-contract: `/t/{slug}` on the Orbis origin). */
export const publicTourPath = (slug: string): string => `/t/${encodeURIComponent(slug)}`;

/** The editor of a tour of a project (docs/product/screens.md). */
export const tourEditorPath = (projectId: string, tourId: string): string =>
  `/project/${encodeURIComponent(projectId)}/edit/${encodeURIComponent(tourId)}`;

/** A project's own pages: hosting projects have theirs under `/project/hosting/:id`. */
export const projectPath = (kind: "contents" | "hosting", id: string): string =>
  kind === "hosting"
    ? `/project/hosting/${encodeURIComponent(id)}`
    : `/project/${encodeURIComponent(id)}`;

/** A root-relative link of the API made absolute on the page's origin, to copy or embed. */
export const absoluteLink = (link: string): string =>
  new URL(link, globalThis.location?.origin ?? "http://localhost").toString();

/** A project someone shares with the user as a coworker, read-only (docs/decisions.md). */
export const sharedProjectPath = (id: string): string =>
  `/project/shared/${encodeURIComponent(id)}`;
