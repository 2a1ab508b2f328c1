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
}
