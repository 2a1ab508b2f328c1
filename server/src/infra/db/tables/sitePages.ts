import type { Json, Timestamp } from "./columns";

/* The site pages and the landing showcase, owned by the publishing module. */

/** The saved page around a published tour (core's `SitePage`). */
export interface SitePagesTable {
  tour_id: string;
  document: Json<Record<string, unknown>>;
  updated_by: string;
  updated_at: Timestamp;
}

/** A picture uploaded for a tour's site page. */
export interface SiteImagesTable {
  id: string;
  tour_id: string;
  file_key: string;
  width: number;
  height: number;
  created_at: Timestamp;
}

/** A tour its owner features on the landing page. */
export interface FeaturedToursTable {
  tour_id: string;
  featured_at: Timestamp;
}
