import type { AiImageStyle, Project, TourListItem } from "@orbis/core/contract";
import { type Column, formatInstant } from "./table";

/** The columns of `projects list`. */
export const projectColumns: readonly Column<Project>[] = [
  { header: "ID", value: (p) => p.id },
  { header: "NAME", value: (p) => p.name },
  { header: "KIND", value: (p) => p.kind },
  { header: "TOURS", value: (p) => String(p.tourCount), align: "right" },
  { header: "UPDATED", value: (p) => formatInstant(p.updatedAt) },
];

/** The columns of `tours list` and the tour commands that print tours. */
export const tourColumns: readonly Column<TourListItem>[] = [
  { header: "ID", value: (t) => t.id },
  { header: "TITLE", value: (t) => t.title },
  { header: "SCENES", value: (t) => String(t.sceneCount), align: "right" },
  { header: "PUBLISHED", value: (t) => (t.published && t.slug ? t.slug : "—") },
  { header: "UPDATED", value: (t) => formatInstant(t.updatedAt) },
];

/** The columns of `ai styles`. */
export const aiStyleColumns: readonly Column<AiImageStyle>[] = [
  { header: "ID", value: (s) => s.id },
  { header: "NAME", value: (s) => s.name },
];
