import { identityAccounts } from "./0001_identity_accounts";
import { projectsTours } from "./0002_projects_tours";
import { sceneSourceHash } from "./0003_scene_source_hash";
import { pageViews } from "./0004_page_views";
import { jobs } from "./0005_jobs";
import { fileOwnership } from "./0006_file_ownership";
import { payments } from "./0007_payments";
import { sharing } from "./0008_sharing";
import { eduGroups } from "./0009_edu_groups";
import { eduReview } from "./0010_edu_review";
import { couponScope } from "./0011_coupon_scope";
import { aiImages } from "./0012_ai_images";
import { aiImageVariations } from "./0013_ai_image_variations";
import { visitStatistics } from "./0014_visit_statistics";
import { statisticsSalts } from "./0015_statistics_salts";
import { sitePages } from "./0017_site_pages";
import { streetView } from "./0018_street_view";
import { storedObjectsChanges } from "./0019_stored_objects_changes";
import type { Migration } from "./migration";

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  identityAccounts,
  projectsTours,
  sceneSourceHash,
  pageViews,
  jobs,
  fileOwnership,
  payments,
  sharing,
  eduGroups,
  eduReview,
  couponScope,
  aiImages,
  aiImageVariations,
  visitStatistics,
  statisticsSalts,
  sitePages,
  streetView,
  storedObjectsChanges,
];
