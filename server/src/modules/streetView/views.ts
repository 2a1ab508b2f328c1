import type { StreetViewPublish } from "@orbis/core/contract";
import type { PublishRow } from "./streetViewRepository";

const iso = (d: Date | string): string => new Date(d).toISOString();

/** A publish row as its owner sees it. */
export const publishView = (row: PublishRow): StreetViewPublish => ({
  id: row.id,
  tourId: row.tour_id,
  sceneId: row.scene_id,
  sceneTitle: row.scene_title,
  state: row.state,
  reason: row.reason,
  photoId: row.photo_id,
  mapsPublishStatus: row.maps_publish_status,
  shareLink: row.share_link,
  latitude: row.latitude,
  longitude: row.longitude,
  heading: row.heading,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});
