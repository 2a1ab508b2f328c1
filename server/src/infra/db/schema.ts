import type { ColumnType, Generated } from "kysely";

/*
 * The tables as Kysely sees them. `Generated` columns have database defaults. bigint columns are
 * read as `string | number | bigint` because pg and PGlite differ; repositories turn them into
 * numbers with `Number()` (byte counts stay far below 2^53).
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type BigCount = ColumnType<string | number | bigint, number | undefined, number>;
type Json<T> = ColumnType<T, string, string>;
/** A jsonb column that may be SQL NULL. */
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;
/** A nullable JSON column a row may leave out when inserted (null then). */
type OptionalJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  name: string | null;
  nickname: string | null;
  thumbnail_key: string | null;
  sign_in_method: string;
  email_verified: Generated<boolean>;
  status: Generated<"active" | "deactivated">;
  deactivated_at: Date | null;
  marketing_agreed: Generated<boolean>;
  password_change_required: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SocialAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  email: string | null;
  created_at: Timestamp;
}

export interface VerificationsTable {
  id: string;
  email: string;
  purpose: string;
  service_id: string;
  code_hash: string;
  attempts: Generated<number>;
  renewals: Generated<number>;
  expires_at: Timestamp;
  verified_at: Date | null;
  consumed_at: Date | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  client_kind: string;
  created_at: Timestamp;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface TermsTable {
  id: string;
  service_id: string;
  is_optional: boolean;
  href: string | null;
  sort_order: Generated<number>;
  created_at: Timestamp;
}

export interface TermsTextsTable {
  terms_id: string;
  language: string;
  title: string;
  content: string;
}

export interface TermsAgreementsTable {
  user_id: string;
  terms_id: string;
  agreed: boolean;
  agreed_at: Date | null;
  updated_at: Timestamp;
}

/** A plan's constraints as stored: the contract's `PlanConstraints`. */
export type StoredConstraints = Record<string, number | boolean | null>;

export interface PlansTable {
  id: string;
  type: string;
  name: string;
  kind: "contents" | "hosting";
  constraints: Json<StoredConstraints>;
  sort_order: Generated<number>;
}

/** A price per currency in minor units (whole won, cents). */
export type StoredPrices = Partial<Record<"KRW" | "USD", number>>;

export interface GoodsTable {
  code: string;
  kind: "PLAN-PRICING" | "HOSTING" | "OPTION" | "LICENCE";
  name: string;
  plan_id: string | null;
  period_unit: "DAY" | "MONTH" | "YEAR";
  period_count: number;
  prices: Json<StoredPrices>;
  storage_bytes: BigCount | null;
  licence_count: number | null;
  sort_order: Generated<number>;
}

export interface PayMethodsTable {
  id: string;
  user_id: string;
  pay_method: "card" | "paypal";
  provider: string;
  billing_key: string;
  card_name: string;
  masked_number: string | null;
  is_default: Generated<boolean>;
  created_at: Timestamp;
}

export interface PaymentsTable {
  merchant_uid: string;
  user_id: string;
  payment_type: "REGULAR" | "ONCE";
  status: string;
  goods_codes: Json<string[]>;
  order_name: string;
  currency: "KRW" | "USD";
  subtotal_minor: BigCount;
  discount_minor: ColumnType<string | number | bigint, number | undefined, number>;
  amount_minor: BigCount;
  coupon_id: string | null;
  pay_method: "card" | "paypal";
  pay_method_id: string | null;
  card_name: string | null;
  provider: string;
  provider_payment_id: string | null;
  receipt_url: string | null;
  buyer_email: string | null;
  buyer_name: string | null;
  change_kind: "new" | "upgrade" | "renewal" | "downgrade" | "item";
  period_start: Date | null;
  period_end: Date | null;
  scheduled_at: Date | null;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  failure: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Date | null;
  refunded_at: Date | null;
}

export interface PaymentEventsTable {
  merchant_uid: string;
  event_key: string;
  received_at: Timestamp;
}

export interface LicencesTable {
  id: string;
  owner_id: string;
  merchant_uid: string;
  goods_code: string;
  months: number;
  holder_id: string | null;
  delivered_at: Date | null;
  expires_at: Date | null;
  created_at: Timestamp;
}

export interface SandboxBillingKeysTable {
  billing_key: string;
  pay_method: string;
  card_name: string;
  outcome: string;
  charges_tried: Generated<number>;
  created_at: Timestamp;
}

export interface SandboxPaymentsTable {
  merchant_uid: string;
  payment_id: string;
  status: "READY" | "PAID" | "FAILED" | "CANCELLED";
  amount_minor: BigCount;
  currency: string;
  pay_method: string;
  card_name: string | null;
  failure: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountsTable {
  user_id: string;
  plan_id: string | null;
  plan_started_at: Date | null;
  plan_expires_at: Date | null;
  hosting_plan_id: string | null;
  hosting_started_at: Date | null;
  hosting_expires_at: Date | null;
  storage_used_bytes: BigCount;
  hosting_used_bytes: BigCount;
  first_checkin_at: Date | null;
  last_checkin_at: Date | null;
  created_at: Timestamp;
}

export interface SettingsTable {
  user_id: string;
  language: string;
  currency: string;
  use_auto_save: boolean;
  save_cycle: number;
  updated_at: Timestamp;
}

export interface UserExtrasTable {
  user_id: string;
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface UserSurveysTable {
  id: string;
  user_id: string;
  reason_type: string;
  custom_reason: string | null;
  created_at: Timestamp;
}

export interface EmailLinksTable {
  token_hash: string;
  user_id: string;
  purpose: string;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface CouponsTable {
  id: string;
  code: string | null;
  name: string;
  description: Generated<string>;
  discount: Json<Record<string, unknown>>;
  offered: Generated<boolean>;
  valid_days: number | null;
  expires_at: Date | null;
  created_at: Timestamp;
  /** The goods kinds it discounts; null: any. */
  goods_kinds: OptionalJson<GoodsTable["kind"][]>;
  /** The goods codes it discounts; null: any of its kinds. */
  goods_codes: OptionalJson<string[]>;
  first_order_only: Generated<boolean>;
}

export interface UserCouponsTable {
  user_id: string;
  coupon_id: string;
  downloaded_at: Timestamp;
  used_at: Date | null;
  expires_at: Date | null;
}

export interface CouponPopupsTable {
  id: string;
  coupon_id: string;
  trigger_type: number;
  language: string;
  title: string;
  image_url: string | null;
  description: Generated<string>;
  button_title: string;
  button_url: string;
  is_blank: Generated<boolean>;
  position: Generated<string>;
  sort_order: Generated<number>;
}

export interface ProjectsTable {
  id: string;
  owner_id: string;
  name: string;
  kind: "contents" | "hosting";
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProjectCoworkersTable {
  project_id: string;
  user_id: string;
  role: "editor" | "viewer";
  created_at: Timestamp;
}

export interface ToursTable {
  id: string;
  project_id: string;
  title: string;
  description: Generated<string>;
  settings: Json<Record<string, unknown>>;
  initial_view: NullableJson<Record<string, unknown>>;
  thumbnail_key: string | null;
  slug: string | null;
  published_version: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ScenesTable {
  id: string;
  tour_id: string;
  title: string;
  ord: number;
  file_name: string;
  width: number;
  height: number;
  source_bytes: BigCount;
  source_key: string;
  source_sha256: string | null;
  revision: Generated<number>;
  tiles: NullableJson<Record<string, unknown>>;
  preview_key: string | null;
  thumbnail_key: string | null;
  state: Generated<"queued" | "tiling" | "done" | "failed">;
  progress: Generated<number>;
  error: NullableJson<{ code: number; message: string }>;
  initial_view: Json<Record<string, unknown>>;
  north_offset: Generated<number>;
  geo: NullableJson<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MarkersTable {
  tour_id: string;
  id: string;
  scene_id: string;
  ord: number;
  data: Json<Record<string, unknown>>;
  voice_key: string | null;
}

export interface GeometriesTable {
  tour_id: string;
  id: string;
  scene_id: string;
  ord: number;
  data: Json<Record<string, unknown>>;
}

export interface TourModelsTable {
  id: string;
  tour_id: string;
  scene_id: string;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** Names per interface language (`ko`, `en`, `vi`, `ja`). */
export type LocalisedNames = Record<string, string>;

export interface ModelCategoriesTable {
  id: string;
  names: Json<LocalisedNames>;
  sort_order: Generated<number>;
}

export interface CatalogueModelsTable {
  id: string;
  category_id: string;
  names: Json<LocalisedNames>;
  file_key: string;
  thumbnail_key: string | null;
  format: "glb" | "gltf";
  bytes: BigCount;
  sort_order: Generated<number>;
}

export interface ImagePresetsTable {
  id: string;
  names: Json<LocalisedNames>;
  file_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  sort_order: Generated<number>;
}

export interface PublishVersionsTable {
  tour_id: string;
  version: number;
  slug: string;
  snapshot_key: string;
  published_at: Timestamp;
}

export interface TourViewsTable {
  tour_id: string;
  day: ColumnType<Date | string, string, string>;
  views: Generated<number>;
}

/** One console page view; `user_id` is null for anonymous visitors. */
export interface PageViewsTable {
  id: Generated<string | number | bigint>;
  path: string;
  title: string | null;
  language: string;
  user_id: string | null;
  referrer_host: string | null;
  created_at: Timestamp;
}

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

export interface StoredObjectsTable {
  key: string;
  is_prefix: Generated<boolean>;
  owner_id: string;
  quota: "contents" | "hosting";
  project_id: string | null;
  tour_id: string | null;
  bytes: BigCount;
  created_at: Timestamp;
}

/** One-off start-up tasks and when they ran (e.g. the sweep of files no row owns). */
export interface MaintenanceRunsTable {
  name: string;
  started_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  result: NullableJson<Record<string, unknown>>;
}

/** A durable job (the queue's outbox, migration 0005); deleted once it succeeds. */
export interface JobsTable {
  id: string;
  name: string;
  data: Json<unknown>;
  state: Generated<"queued" | "running" | "failed">;
  attempts_left: number;
  position: Generated<string | number | bigint>;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every table of the Orbis database. */
export interface ShareCodesTable {
  id: string;
  owner_id: string;
  code: string;
  title: string;
  created_at: Timestamp;
}

export interface ShareCodeHoldersTable {
  code_id: string;
  user_id: string;
  joined_at: Timestamp;
}

export interface SpaceSharesTable {
  code_id: string;
  tour_id: string;
  shared_at: Timestamp;
}

export interface SpaceReadsTable {
  user_id: string;
  tour_id: string;
  read_at: Timestamp;
}

export interface SpaceCommentsTable {
  id: string;
  tour_id: string;
  author_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommentPostsTable {
  user_id: string;
  posted_at: Timestamp;
}

export interface CodeGuessesTable {
  user_id: string;
  failures: number;
  last_failure_at: Timestamp | null;
  locked_until: Timestamp | null;
}

export interface EduGroupsTable {
  id: string;
  owner_id: string;
  name: string;
  created_at: Timestamp;
}

export interface GroupStudentsTable {
  user_id: string;
  group_id: string;
  alias: string;
  login_id: string;
  created_at: Timestamp;
}

export interface InstructorProfilesTable {
  user_id: string;
  name: string;
  organization: Generated<string>;
  phone: string | null;
  introduction: string | null;
  certificate_number: string | null;
  certified_at: Date | null;
  certification_expires_at: Date | null;
  updated_at: Timestamp;
}

export interface LectureSubmissionsTable {
  id: string;
  space_id: string;
  student_id: string;
  group_id: string;
  reviewer_id: string | null;
  status: "in_review" | "approved" | "rejected";
  version: number;
  snapshot_key: string;
  submitted_at: Date;
  reviewed_at: Date | null;
  review_comment: string | null;
}

/** The fields an admin-api write changed, by name; never a password. */
export type AuditChanges = Record<string, unknown>;

export interface AdminAuditTable {
  id: string;
  actor_id: string | null;
  resource: string;
  record_id: string;
  action: "create" | "update" | "delete";
  changes: Json<AuditChanges>;
  at: Timestamp;
}

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
  tour_views: TourViewsTable;
  page_views: PageViewsTable;
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
