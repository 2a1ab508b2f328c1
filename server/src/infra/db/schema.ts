import type {
  AccountsTable,
  CouponPopupsTable,
  CouponsTable,
  EmailLinksTable,
  SettingsTable,
  UserCouponsTable,
  UserExtrasTable,
  UserSurveysTable,
} from "./tables/account";
import type { AiImagesTable } from "./tables/ai";
import type {
  AdminAuditTable,
  AuditChanges,
  EduGroupsTable,
  GroupStudentsTable,
  InstructorProfilesTable,
  LectureSubmissionsTable,
  LicencesTable,
} from "./tables/edu";
import type { PlansTable, StoredConstraints } from "./tables/entitlements";
import type { HostingImagesTable } from "./tables/hosting";
import type {
  RefreshTokensTable,
  SessionsTable,
  SocialAccountsTable,
  UsersTable,
  VerificationsTable,
} from "./tables/identity";
import type { JobsTable } from "./tables/jobs";
import type {
  CatalogueModelsTable,
  ImagePresetsTable,
  LocalisedNames,
  ModelCategoriesTable,
  TourModelsTable,
} from "./tables/models";
import type {
  GoodsTable,
  PayMethodsTable,
  PaymentEventsTable,
  PaymentsTable,
  SandboxBillingKeysTable,
  SandboxPaymentsTable,
  StoredPrices,
} from "./tables/payments";
import type { ProjectCoworkersTable, ProjectsTable } from "./tables/projects";
import type {
  SceneEventsTable,
  StatisticsSaltsTable,
  TourDailyCountsTable,
  TourDailyStatsTable,
  TourDayVisitorsTable,
  TourSceneStatsTable,
  VisitEventsTable,
} from "./tables/publishing";
import type {
  CodeGuessesTable,
  CommentPostsTable,
  ShareCodeHoldersTable,
  ShareCodesTable,
  SpaceCommentsTable,
  SpaceReadsTable,
  SpaceSharesTable,
} from "./tables/sharing";
import type { PageViewsTable } from "./tables/site";
import type { FeaturedToursTable, SiteImagesTable, SitePagesTable } from "./tables/sitePages";
import type { MaintenanceRunsTable, StoredObjectsTable } from "./tables/storage";
import type { StreetViewLinksTable, StreetViewPublishesTable } from "./tables/streetView";
import type { TermsAgreementsTable, TermsTable, TermsTextsTable } from "./tables/terms";
import type { GeometriesTable, MarkersTable, ScenesTable, ToursTable } from "./tables/tours";
import type { PublishVersionsTable } from "./tables/versions";

/*
 * The tables as Kysely sees them, one file per owning module under `tables/` (`jobs` is the
 * queue's own, in infra). `Generated` columns have database defaults; the shared column types
 * are in `tables/columns.ts`.
 */

// The table types, for repositories and the test kit: imported once above, named once here.
export type {
  AccountsTable,
  AdminAuditTable,
  AuditChanges,
  CatalogueModelsTable,
  CodeGuessesTable,
  CommentPostsTable,
  CouponPopupsTable,
  CouponsTable,
  EduGroupsTable,
  EmailLinksTable,
  FeaturedToursTable,
  GeometriesTable,
  GoodsTable,
  GroupStudentsTable,
  HostingImagesTable,
  ImagePresetsTable,
  InstructorProfilesTable,
  JobsTable,
  LectureSubmissionsTable,
  LicencesTable,
  LocalisedNames,
  MaintenanceRunsTable,
  MarkersTable,
  ModelCategoriesTable,
  PageViewsTable,
  PayMethodsTable,
  PaymentEventsTable,
  PaymentsTable,
  PlansTable,
  ProjectCoworkersTable,
  ProjectsTable,
  PublishVersionsTable,
  RefreshTokensTable,
  SandboxBillingKeysTable,
  SandboxPaymentsTable,
  SceneEventsTable,
  ScenesTable,
  SessionsTable,
  SettingsTable,
  ShareCodeHoldersTable,
  ShareCodesTable,
  SiteImagesTable,
  SitePagesTable,
  SocialAccountsTable,
  SpaceCommentsTable,
  SpaceReadsTable,
  SpaceSharesTable,
  StatisticsSaltsTable,
  StoredConstraints,
  StoredObjectsTable,
  StoredPrices,
  StreetViewLinksTable,
  StreetViewPublishesTable,
  TermsAgreementsTable,
  TermsTable,
  TermsTextsTable,
  TourDailyCountsTable,
  TourDailyStatsTable,
  TourDayVisitorsTable,
  TourModelsTable,
  TourSceneStatsTable,
  ToursTable,
  UserCouponsTable,
  UserExtrasTable,
  UserSurveysTable,
  UsersTable,
  VerificationsTable,
  VisitEventsTable,
};

/** Every table of the Orbis database. */
export interface Database {
  users: UsersTable;
  social_accounts: SocialAccountsTable;
  verifications: VerificationsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  terms: TermsTable;
  terms_texts: TermsTextsTable;
  terms_agreements: TermsAgreementsTable;
  plans: PlansTable;
  goods: GoodsTable;
  pay_methods: PayMethodsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  licences: LicencesTable;
  sandbox_billing_keys: SandboxBillingKeysTable;
  sandbox_payments: SandboxPaymentsTable;
  accounts: AccountsTable;
  settings: SettingsTable;
  user_extras: UserExtrasTable;
  user_surveys: UserSurveysTable;
  email_links: EmailLinksTable;
  coupons: CouponsTable;
  user_coupons: UserCouponsTable;
  coupon_popups: CouponPopupsTable;
  projects: ProjectsTable;
  project_coworkers: ProjectCoworkersTable;
  tours: ToursTable;
  scenes: ScenesTable;
  markers: MarkersTable;
  geometries: GeometriesTable;
  tour_models: TourModelsTable;
  model_categories: ModelCategoriesTable;
  catalogue_models: CatalogueModelsTable;
  image_presets: ImagePresetsTable;
  publish_versions: PublishVersionsTable;
  visit_events: VisitEventsTable;
  scene_events: SceneEventsTable;
  tour_daily_stats: TourDailyStatsTable;
  tour_daily_counts: TourDailyCountsTable;
  tour_day_visitors: TourDayVisitorsTable;
  statistics_salts: StatisticsSaltsTable;
  tour_scene_stats: TourSceneStatsTable;
  page_views: PageViewsTable;
  site_pages: SitePagesTable;
  site_images: SiteImagesTable;
  street_view_links: StreetViewLinksTable;
  street_view_publishes: StreetViewPublishesTable;
  featured_tours: FeaturedToursTable;
  ai_images: AiImagesTable;
  hosting_images: HostingImagesTable;
  stored_objects: StoredObjectsTable;
  maintenance_runs: MaintenanceRunsTable;
  jobs: JobsTable;
  share_codes: ShareCodesTable;
  share_code_holders: ShareCodeHoldersTable;
  space_shares: SpaceSharesTable;
  space_reads: SpaceReadsTable;
  space_comments: SpaceCommentsTable;
  comment_posts: CommentPostsTable;
  code_guesses: CodeGuessesTable;
  edu_groups: EduGroupsTable;
  group_students: GroupStudentsTable;
  instructor_profiles: InstructorProfilesTable;
  lecture_submissions: LectureSubmissionsTable;
  admin_audit: AdminAuditTable;
}
