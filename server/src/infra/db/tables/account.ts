import type { Generated } from "kysely";
import type { BigCount, Json, OptionalJson, Timestamp } from "./columns";
import type { GoodsTable } from "./payments";

/* The tables the account module owns. */

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
