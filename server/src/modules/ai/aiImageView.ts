import type { AiImage, AiImageStatus } from "@orbis/core/contract";
import { iso } from "../projects";
import { cdnUrl } from "../tours";
import type { AiImageRow } from "./aiImageRepository";

/** An AI image's row as the contract shows it; the links are set once it is complete. */
export const aiImageView = (row: AiImageRow): AiImage => ({
  id: row.id,
  status: row.status as AiImageStatus,
  style: row.style,
  prompt: row.prompt,
  usage: row.usage,
  imageUrl: row.image_key === null ? null : cdnUrl(row.image_key),
  thumbnailUrl: row.thumbnail_key === null ? null : cdnUrl(row.thumbnail_key),
  error: row.error,
  createdAt: iso(row.created_at),
  completedAt: row.completed_at === null ? null : iso(row.completed_at),
});
