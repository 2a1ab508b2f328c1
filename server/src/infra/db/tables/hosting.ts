import type { BigCount, Timestamp } from "./columns";

/* The tables the hosting module owns. */

export interface HostingImagesTable {
  id: string;
  project_id: string;
  file_name: string;
  width: number;
  height: number;
  bytes: BigCount;
  file_key: string;
  thumbnail_key: string;
  created_at: Timestamp;
}
