import { paymentStatusSchema } from "@orbis/core/contract";
import { AppError, ErrorCode } from "@orbis/core/errors";
import {
  type GoodsKind,
  isExclusiveKind,
  type RefundRefusal,
  refundStanding,
} from "@orbis/core/payments";
import type { Kysely } from "kysely";
import type { Database } from "../../infra/db/schema";
import { goodsRepository } from "./goodsRepository";
import { kinRepository } from "./kinRepository";
import { type PaymentRow, paymentRepository } from "./paymentRepository";
import {
  type PaymentProvider,
  type ProviderPayment,
  ProviderRefusal,
} from "./providers/paymentProvider";
import { provisionRepository } from "./provisionRepository";
import { cancelledFree, recoverRefund } from "./refundRecovery";
import { providerRefusalError } from "./refusals";
import { settleReport } from "./settlement";

/** Judges the refund of one of the user's payments at the moment it was made for. */
export type RefundJudge = (row: PaymentRow) => RefundRefusal | null;

/**
 * Core's refund rule (`refundStanding`) for these payments of one user at `now`, fed with what it
 * weighs: the licences each delivered, and for a plan or hosting payment the user's other
 * payments of that kind. The refund call and the history's `refundable` ask this one judge, so
 * the two always agree.
 */
export const refundJudge = async (
  db: Kysely<Database>,
  userId: string,
  rows: readonly PaymentRow[],
  now: Date,
): Promise<RefundJudge> => {
  const goods = await goodsRepository(db).list();
  const kindOf = new Map(goods.map((g) => [g.code, g.kind]));
  const exclusiveKinds = (row: PaymentRow): Set<GoodsKind> =>
    new Set(
      row.goods_codes.flatMap((code) => {
        const kind = kindOf.get(code);
        return kind !== undefined && isExclusiveKind(kind) ? [kind] : [];
      }),
    );
  const complete = rows.filter((row) => row.status === "COMPLETE");
  const kinds = new Set(complete.flatMap((row) => [...exclusiveKinds(row)]));
  const family = await kinRepository(db).paymentsBuying(
    userId,
    goods.filter((g) => kinds.has(g.kind)).map((g) => g.code),
  );
  const delivered = await provisionRepository(db).deliveredLicencesOf(
    complete.map((row) => row.merchant_uid),
  );
  return (row) => {
    const own = exclusiveKinds(row);
    const kin = family.filter(
      (other) =>
        other.merchant_uid !== row.merchant_uid &&
        other.goods_codes.some((code) => own.has(kindOf.get(code) as GoodsKind)),
    );
    return refundStanding(
      {
        status: paymentStatusSchema.parse(row.status),
        paidAt: row.paid_at === null ? null : new Date(row.paid_at),
        changeKind: row.change_kind,
        deliveredLicences: delivered.get(row.merchant_uid) ?? 0,
        kin: kin.map((other) => ({
          status: paymentStatusSchema.parse(other.status),
          paymentType: other.payment_type,
          paidAt: other.paid_at === null ? null : new Date(other.paid_at),
        })),
      },
      now,
    );
  };
};

/**
 * A buyer's refund (docs/product/states.md: REFUND_REQUEST, REFUND_COMPLETE). The payment is marked asked
 * first, with the items still delivered; the provider returns the money; then the items are taken
 * back as the provider's CANCELLED report is settled. A provider that refuses leaves the payment
 * COMPLETE with everything as it was. A provider that does not answer is asked at once what
 * became of the payment (`recoverRefund`); when it cannot say either, the caller is told to try
 * later (120018) and the billing scheduler settles the payment once the provider answers
 * (`finishUnansweredRefunds`), as does the provider's webhook.
 */
export const requestRefund = async (
  db: Kysely<Database>,
  provider: PaymentProvider,
  row: PaymentRow,
  now: Date,
): Promise<PaymentRow> => {
  const refusal = (await refundJudge(db, row.user_id, [row], now))(row);
  if (refusal !== null) throw new AppError(refusal.code, { message: refusal.message });
  const payments = paymentRepository(db);
  const asked = await payments.move(row, "requestRefund", now);
  if (asked === undefined)
    throw new AppError(ErrorCode.refundNotAllowed, {
      message: "This payment is being refunded already",
    });
  let cancelled: ProviderPayment;
  try {
    cancelled =
      Number(asked.amount_minor) === 0
        ? cancelledFree(asked)
        : await provider.cancelPayment(asked.merchant_uid, "Refund asked by the buyer");
  } catch (error) {
    if (error instanceof ProviderRefusal) {
      await payments.move(asked, "refundFail", now);
      throw providerRefusalError(error);
    }
    // No answer: the money may have gone back or not. The provider's books say which.
    const recovered = await recoverRefund(db, provider, asked, now).catch(() => undefined);
    if (recovered?.status === "REFUND_COMPLETE") return recovered;
    throw new AppError(ErrorCode.refundUnanswered, { cause: error });
  }
  const settled = await settleReport(db, cancelled, now);
  return settled.payment ?? asked;
};
