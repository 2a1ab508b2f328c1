import type { Migration } from "./migration";

/*
 * Payments. `goods` is the price list (plans, hosting tiers, storage options, instructor licences)
 * and the only place prices live: the plans' old `prices` column goes, and the pricing page reads
 * the goods. Amounts are stored in minor units (whole won, cents) as bigint: no float meets money.
 *
 * `payments` holds every payment by our merchantUid, its status moved only along core's
 * transition table by conditional updates (`where status = <from>`), which is also how one of two
 * schedulers wins a due charge. `payment_events` remembers each webhook delivery once, so a second
 * or late delivery changes nothing. `pay_methods` keeps the provider's billing key and what may be
 * shown (issuer, last four digits): never a card number.
 *
 * `sandbox_*` are the built-in sandbox provider's own books, what a real provider keeps on its
 * side; they let two server processes share one sandbox.
 *
 * `licences` are instructor student licences bought with licence goods, delivered to students
 * later. Storage bought as an option is read from its completed payments while their period runs,
 * so nothing has to remember to take it back when the period ends.
 */
export const payments: Migration = {
  name: "0007_payments",
  up: [
    `create table goods (
      code text primary key,
      kind text not null check (kind in ('PLAN-PRICING', 'HOSTING', 'OPTION', 'LICENCE')),
      name text not null,
      plan_id text references plans(id),
      period_unit text not null check (period_unit in ('DAY', 'MONTH', 'YEAR')),
      period_count integer not null check (period_count > 0),
      prices jsonb not null,
      storage_bytes bigint,
      licence_count integer,
      sort_order integer not null default 0
    )`,
    "alter table plans drop column prices",
    `create table pay_methods (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      pay_method text not null check (pay_method in ('card', 'paypal')),
      provider text not null,
      billing_key text not null,
      card_name text not null,
      masked_number text,
      is_default boolean not null default false,
      created_at timestamptz not null default now()
    )`,
    "create index pay_methods_user on pay_methods (user_id, created_at)",
    "create unique index pay_methods_one_default on pay_methods (user_id) where is_default",
    `create table payments (
      merchant_uid text primary key,
      user_id text not null references users(id) on delete cascade,
      payment_type text not null check (payment_type in ('REGULAR', 'ONCE')),
      status text not null check (status in ('PENDING', 'RESERVE', 'RESERVE_FAIL', 'PAID',
        'PROVIDE_ITEM_FAIL', 'COMPLETE', 'REFUND_REQUEST', 'REFUND_COMPLETE', 'SCHEDULED')),
      goods_codes jsonb not null,
      order_name text not null,
      currency text not null check (currency in ('KRW', 'USD')),
      subtotal_minor bigint not null check (subtotal_minor >= 0),
      discount_minor bigint not null default 0 check (discount_minor >= 0),
      amount_minor bigint not null check (amount_minor >= 0),
      coupon_id text,
      pay_method text not null check (pay_method in ('card', 'paypal')),
      pay_method_id text references pay_methods(id) on delete set null,
      card_name text,
      provider text not null,
      provider_payment_id text,
      receipt_url text,
      buyer_email text,
      buyer_name text,
      change_kind text not null check (change_kind in ('new', 'upgrade', 'renewal', 'downgrade', 'item')),
      period_start timestamptz,
      period_end timestamptz,
      scheduled_at timestamptz,
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      failure text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      paid_at timestamptz,
      refunded_at timestamptz
    )`,
    "create index payments_user on payments (user_id, created_at desc)",
    "create index payments_due on payments (scheduled_at) where status = 'SCHEDULED'",
    "create index payments_retry on payments (next_attempt_at) where status = 'RESERVE_FAIL'",
    // One regular order in flight per buyer: a double click must not charge twice.
    `create unique index payments_one_order_in_flight on payments (user_id)
      where payment_type = 'REGULAR' and change_kind <> 'renewal' and status in ('PENDING', 'RESERVE')`,
    `create table payment_events (
      merchant_uid text not null references payments(merchant_uid) on delete cascade,
      event_key text not null,
      received_at timestamptz not null default now(),
      primary key (merchant_uid, event_key)
    )`,
    `create table licences (
      id text primary key,
      owner_id text not null references users(id) on delete cascade,
      merchant_uid text not null references payments(merchant_uid) on delete cascade,
      goods_code text not null,
      months integer not null check (months > 0),
      holder_id text references users(id) on delete set null,
      delivered_at timestamptz,
      expires_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    "create index licences_owner on licences (owner_id, created_at)",
    `create table sandbox_billing_keys (
      billing_key text primary key,
      pay_method text not null,
      card_name text not null,
      outcome text not null,
      charges_tried integer not null default 0,
      created_at timestamptz not null default now()
    )`,
    `create table sandbox_payments (
      merchant_uid text primary key,
      payment_id text not null unique,
      status text not null check (status in ('READY', 'PAID', 'FAILED', 'CANCELLED')),
      amount_minor bigint not null,
      currency text not null,
      pay_method text not null,
      card_name text,
      failure text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
  ],
};
