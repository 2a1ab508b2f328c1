import type { ColumnType } from "kysely";
import type { Timestamp } from "./columns";

/* The table the ai module owns. */

/** A requested AI panorama. */
export interface AiImagesTable {
  id: string;
  user_id: string;
  /** An AI image status: pending, dispatched, processing, complete, abort or error. */
  status: string;
  style: string;
  prompt: string;
  usage: number;
  width: number;
  image_key: string | null;
  thumbnail_key: string | null;
  error: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
  /** Which image of its request it is: 0 is the prompt's own picture. */
  variation: ColumnType<number, number | undefined, number>;
  /** Set when its owner deleted it: hidden, its files removed, its credit still counted. */
  deleted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
