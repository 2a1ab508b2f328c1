import type { ColumnType, Generated } from "kysely";
import type { BigCount, Json, Timestamp } from "./columns";

/* The tables the payments module owns. */

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
