import type { Timestamp } from "./columns";

/* The Street View links and publishes, owned by the streetView module. */

/** A user's linked Google account; the refresh token only sealed (infra/crypto/secretBox). */
export interface StreetViewLinksTable {
  user_id: string;
  sealed_refresh_token: string;
  account_email: string | null;
  account_name: string | null;
  linked_at: Timestamp;
}

/** One publish of a scene's panorama to Street View (core's `StreetViewPublish`). */
export interface StreetViewPublishesTable {
  id: string;
  user_id: string;
  tour_id: string;
  scene_id: string;
  scene_title: string;
  state: "pending" | "uploading" | "published" | "failed";
  reason: string | null;
  photo_id: string | null;
  maps_publish_status: string | null;
  share_link: string | null;
  latitude: number;
  longitude: number;
  heading: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}
