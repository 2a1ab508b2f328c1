import type { AiImage, AiImageStyle, Project, Scene, TourListItem } from "@orbis/core/contract";
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

/** The columns of `ai list` and `ai generate`. */
export const aiImageColumns: readonly Column<AiImage>[] = [
  { header: "ID", value: (i) => i.id },
  {
    header: "STATUS",
    value: (i) => (i.status === "error" && i.error ? `error: ${i.error}` : i.status),
  },
  { header: "STYLE", value: (i) => i.style },
  { header: "CREATED", value: (i) => formatInstant(i.createdAt) },
  {
    header: "PROMPT",
    value: (i) => (i.prompt.length > 60 ? `${i.prompt.slice(0, 59)}…` : i.prompt),
  },
];

/** The columns of the scenes `ai generate --tour` adds. */
export const newSceneColumns: readonly Column<Scene>[] = [
  { header: "SCENE", value: (s) => s.id },
  { header: "TITLE", value: (s) => s.title },
];
