import type { PaymentStatus } from "@orbis/core/contract";
import { nextPaymentStatus, PAYMENT_STATUS_SETS, type PaymentEvent } from "@orbis/core/payments";
import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Updateable,
} from "kysely";
import { isUniqueViolation } from "../../infra/db/database";
import type { Database, GoodsTable, PaymentsTable } from "../../infra/db/schema";

/** A stored payment. */
export type PaymentRow = Selectable<PaymentsTable>;

/** What else changes with a status move (the card name reported, when it was paid, …). */
export type PaymentPatch = Omit<
  Updateable<PaymentsTable>,
  "merchant_uid" | "user_id" | "status" | "updated_at"
>;

/** A history page's rows and how many there are in all. */
export interface PaymentPage {
  readonly rows: PaymentRow[];
  readonly total: number;
}

const DAY_MS = 86_400_000;

/** The payment buys plan goods (a plan charge, not hosting, storage or licences). */
const buysAPlan = ({ exists, selectFrom }: ExpressionBuilder<Database, "payments">) =>
  exists(
    selectFrom("goods")
      .select("goods.code")
      .where("goods.kind", "=", "PLAN-PRICING")
      .where(sql<boolean>`payments.goods_codes @> jsonb_build_array(goods.code)`),
  );

/** Deletes the user's SCHEDULED charges of plan goods; answers the deleted merchantUids. */
const deleteScheduledPlans = (db: Kysely<Database>, userId: string) =>
  db
    .deleteFrom("payments")
    .where("user_id", "=", userId)
    .where("status", "=", "SCHEDULED")
    .where(buysAPlan)
    .returning("merchant_uid")
    .execute();

/**
 * A status move by `event`, made only while the row is in the status it was read in (and, given
 * `dueBy`, while its retry is due by then).
 */
const moveIf = (
  db: Kysely<Database>,
  payment: Pick<PaymentRow, "merchant_uid" | "status">,
  event: PaymentEvent,
  now: Date,
  patch: PaymentPatch,
  dueBy: Date | null,
): Promise<PaymentRow | undefined> => {
  const to = nextPaymentStatus(payment.status as PaymentStatus, event);
  if (to === null) return Promise.resolve(undefined);
  const query = db
    .updateTable("payments")
    .set({ ...patch, status: to, updated_at: now })
    .where("merchant_uid", "=", payment.merchant_uid)
    .where("status", "=", payment.status);
  return (dueBy === null ? query : query.where("next_attempt_at", "<=", dueBy))
    .returningAll()
    .executeTakeFirst();
};

/**
 * SQL of payments. A status changes only through `move`, which follows core's transition table
 * and updates only a row still in the status it was read in: of two processes moving the same
 * payment, one moves it and the other learns it lost.
 */
export const paymentRepository = (db: Kysely<Database>) => ({
  insert: async (row: Insertable<PaymentsTable>): Promise<void> => {
    await db.insertInto("payments").values(row).execute();
  },

  /**
   * Holds the buyer's ordering until the transaction `db` ends: a second order of theirs is priced
   * only once the first is written (an advisory lock: it writes nothing, other buyers wait for
   * nothing).
   */
  lockOrdering: async (userId: string): Promise<void> => {
    await sql`select pg_advisory_xact_lock(hashtext(${`ordering:${userId}`}))`.execute(db);
  },

  /**
   * Whether the buyer has a regular order paid but not yet delivered: its plan is not theirs
   * yet, so an order priced now would not see it (the unique index sees only unpaid ones).
   */
  hasOrderAwaitingDelivery: async (userId: string): Promise<boolean> =>
    (await db
      .selectFrom("payments")
      .select("merchant_uid")
      .where("user_id", "=", userId)
      .where("payment_type", "=", "REGULAR")
      .where("status", "in", PAYMENT_STATUS_SETS.awaitingDelivery)
      .executeTakeFirst()) !== undefined,

  /**
   * Stores a regular order unless the buyer has one in flight already (PENDING or RESERVE):
   * false then, and nothing is written (a unique index decides, so two racing calls cannot both
   * pass).
   */
  insertRegularOrder: async (row: Insertable<PaymentsTable>): Promise<boolean> => {
    try {
      await db.insertInto("payments").values(row).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  },

  /** One of the user's payments; another user's merchantUid finds nothing. */
  findOwn: (userId: string, merchantUid: string): Promise<PaymentRow | undefined> =>
    db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", userId)
      .where("merchant_uid", "=", merchantUid)
      .executeTakeFirst(),

  /** A payment by merchantUid, locked for the transaction when `lock` is set. */
  find: (merchantUid: string, lock = false): Promise<PaymentRow | undefined> => {
    const query = db.selectFrom("payments").selectAll().where("merchant_uid", "=", merchantUid);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  },

  /**
   * Moves a payment by an event, from the status it is in now. Answers the moved row, or
   * undefined when the table allows no such move or another process moved it first.
   */
  move: (
    payment: Pick<PaymentRow, "merchant_uid" | "status">,
    event: PaymentEvent,
    now: Date,
    patch: PaymentPatch = {},
  ): Promise<PaymentRow | undefined> => moveIf(db, payment, event, now, patch, null),

  /**
   * Takes a failed renewal whose retry is due (RESERVE_FAIL → PENDING). The retry time must still
   * be due, not only the status the same: a process that read the row before another one retried
   * it and failed again then finds the next retry ahead and leaves it, rather than trying again
   * at once and cutting the retry schedule short.
   */
  claimRetry: (
    payment: Pick<PaymentRow, "merchant_uid" | "status">,
    now: Date,
  ): Promise<PaymentRow | undefined> =>
    moveIf(db, payment, "retry", now, { next_attempt_at: null }, now),

  /** Puts a claimed (PENDING) charge in another currency at its price there. */
  reprice: (
    payment: Pick<PaymentRow, "merchant_uid">,
    price: { currency: "KRW" | "USD"; amountMinor: number },
    now: Date,
  ): Promise<PaymentRow | undefined> =>
    db
      .updateTable("payments")
      .set({
        currency: price.currency,
        subtotal_minor: price.amountMinor,
        discount_minor: 0,
        amount_minor: price.amountMinor,
        updated_at: now,
      })
      .where("merchant_uid", "=", payment.merchant_uid)
      .where("status", "=", "PENDING")
      .returningAll()
      .executeTakeFirst(),

  /** Remembers a provider event; false when it was received before (a repeated delivery). */
  recordEvent: async (merchantUid: string, eventKey: string, now: Date): Promise<boolean> => {
    const added = await db
      .insertInto("payment_events")
      .values({ merchant_uid: merchantUid, event_key: eventKey, received_at: now })
      .onConflict((oc) => oc.columns(["merchant_uid", "event_key"]).doNothing())
      .returning("merchant_uid")
      .executeTakeFirst();
    return added !== undefined;
  },

  /**
   * One page of the user's payments, newest first; `from`/`to` are whole UTC days, and
   * `goodsKind` keeps only payments that bought goods of that kind (an instructor's licences).
   */
  history: async (
    userId: string,
    page: {
      pageNo: number;
      pageSize: number;
      from?: string;
      to?: string;
      goodsKind?: GoodsTable["kind"];
    },
  ): Promise<PaymentPage> => {
    let query = db
      .selectFrom("payments")
      .where("user_id", "=", userId)
      .where("status", "!=", "SCHEDULED");
    const { goodsKind } = page;
    if (goodsKind !== undefined)
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom("goods")
            .select("goods.code")
            .where("goods.kind", "=", goodsKind)
            .where(sql<boolean>`payments.goods_codes @> jsonb_build_array(goods.code)`),
        ),
      );
    if (page.from !== undefined) query = query.where("created_at", ">=", new Date(page.from));
    if (page.to !== undefined)
      query = query.where("created_at", "<", new Date(new Date(page.to).getTime() + DAY_MS));
    const counted = await query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("merchant_uid", "desc")
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute();
    return { rows, total: Number(counted?.n ?? 0) };
  },

  /** The user's charges still to come (scheduled ones, and retries of failed renewals), soonest first. */
  scheduled: (userId: string): Promise<PaymentRow[]> =>
    db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", userId)
      .where((eb) =>
        eb.or([
          eb("status", "=", "SCHEDULED"),
          // A failed renewal waiting for its retry is a charge still to come too.
          eb.and([eb("status", "=", "RESERVE_FAIL"), eb("next_attempt_at", "is not", null)]),
        ]),
      )
      .orderBy(sql`coalesce(next_attempt_at, scheduled_at)`)
      .execute(),

  /** The user's scheduled charges of a kind of goods (the plan's renewal, say). */
  scheduledFor: (userId: string, goodsCodes: readonly string[]): Promise<PaymentRow[]> =>
    goodsCodes.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom("payments")
          .selectAll()
          .where("user_id", "=", userId)
          .where("status", "=", "SCHEDULED")
          .where((eb) =>
            eb.or(
              goodsCodes.map(
                (code) => sql<boolean>`goods_codes @> ${JSON.stringify([code])}::jsonb`,
              ),
            ),
          )
          .execute(),

  /**
   * Ends the retries of the user's failed renewals of a kind of goods: a plan bought since takes
   * their place, and a retry would charge for the old one and put it back.
   */
  stopRetries: async (userId: string, goodsCodes: readonly string[]): Promise<void> => {
    if (goodsCodes.length === 0) return;
    await db
      .updateTable("payments")
      .set({ next_attempt_at: null })
      .where("user_id", "=", userId)
      .where("status", "=", "RESERVE_FAIL")
      .where("next_attempt_at", "is not", null)
      .where((eb) =>
        eb.or(
          goodsCodes.map((code) => sql<boolean>`goods_codes @> ${JSON.stringify([code])}::jsonb`),
        ),
      )
      .execute();
  },

  /** When a failed renewal is tried again; null when it is not. */
  setNextAttempt: async (merchantUid: string, at: Date | null): Promise<void> => {
    await db
      .updateTable("payments")
      .set({ next_attempt_at: at })
      .where("merchant_uid", "=", merchantUid)
      .where("status", "=", "RESERVE_FAIL")
      .execute();
  },

  /**
   * Puts a scheduled plan charge in the place of the plan's scheduled renewal, in one
   * transaction: a downgrade replaces the renewal of the dearer plan.
   */
  replaceScheduledPlan: async (userId: string, row: Insertable<PaymentsTable>): Promise<void> => {
    const replace = async (trx: Kysely<Database>) => {
      await deleteScheduledPlans(trx, userId);
      await trx.insertInto("payments").values(row).execute();
    };
    // In the caller's transaction when it has one (the ordering lock's), else in its own.
    if (db.isTransaction) await replace(db);
    else await db.transaction().execute(replace);
  },

  /**
   * Deletes the user's scheduled plan charges (the renewal, or a cheaper plan waiting for the
   * period's end); hosting and storage charges stay. Answers how many there were. A charge the
   * scheduler has claimed meanwhile is no longer SCHEDULED and is not touched.
   */
  unschedulePlans: async (userId: string): Promise<number> =>
    (await deleteScheduledPlans(db, userId)).length,

  /**
   * Ends the retries of the user's failed plan renewals (a cancelled renewal must not be charged
   * by its retry); answers how many were waiting.
   */
  stopPlanRetries: async (userId: string): Promise<number> => {
    const stopped = await db
      .updateTable("payments")
      .set({ next_attempt_at: null })
      .where("user_id", "=", userId)
      .where("status", "=", "RESERVE_FAIL")
      .where("next_attempt_at", "is not", null)
      .where(buysAPlan)
      .returning("merchant_uid")
      .execute();
    return stopped.length;
  },

  /** Deletes a charge that was only scheduled (a renewal replaced by a downgrade). */
  unschedule: async (merchantUid: string): Promise<void> => {
    await db
      .deleteFrom("payments")
      .where("merchant_uid", "=", merchantUid)
      .where("status", "=", "SCHEDULED")
      .execute();
  },

  /** Scheduled charges due at `now`, and failed ones whose next try is due. */
  due: (now: Date, limit: number): Promise<PaymentRow[]> =>
    db
      .selectFrom("payments")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "SCHEDULED"), eb("scheduled_at", "<=", now)]),
          eb.and([eb("status", "=", "RESERVE_FAIL"), eb("next_attempt_at", "<=", now)]),
        ]),
      )
      .orderBy("scheduled_at")
      .limit(limit)
      .execute(),

  /** The user's latest payment that went through (or is being refunded): what account info shows. */
  latestPaid: (userId: string): Promise<PaymentRow | undefined> =>
    db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", userId)
      .where("status", "in", PAYMENT_STATUS_SETS.moneyReceived)
      .orderBy("paid_at", "desc")
      .orderBy("created_at", "desc")
      .executeTakeFirst(),

  /** The completed plan payment whose period holds `now`: what the running plan was bought as. */
  runningPlanPayment: (userId: string, now: Date): Promise<PaymentRow | undefined> =>
    db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", userId)
      .where("status", "=", "COMPLETE")
      .where("change_kind", "in", ["new", "upgrade", "renewal", "downgrade"])
      .where("period_start", "<=", now)
      .where("period_end", ">", now)
      .orderBy("period_start", "desc")
      .orderBy("created_at", "desc")
      .executeTakeFirst(),
});
