import { randomBytes } from "node:crypto";
import { type InstructorHistoryItem, paymentStatusSchema, routes } from "@orbis/core/contract";
import {
  type CertificationRecord,
  certificationView,
  instructorInfoView,
  isCertified,
  licenceProductCode,
  licenceProductName,
  renewalRefusalDetails,
  renewalVerdict,
} from "@orbis/core/edu";
import { AppError, ErrorCode } from "@orbis/core/errors";
import { languageOfLangCode } from "@orbis/core/i18n";
import { fromMinor, type Goods } from "@orbis/core/payments";
import type { Deps } from "../../deps";
import { asUser, type RouteHost, registerRoute } from "../../http/registerRoute";
import { accountRepository } from "../account";
import { goodsRepository, type PaymentRow, paymentRepository } from "../payments";
import { groupRepository } from "./groupRepository";
import { instructorRepository } from "./instructorRepository";
import { callerFlags, instructorCaller } from "./instructorScope";
import { renewCertification } from "./renewCertification";

const NO_CERTIFICATION: CertificationRecord = {
  certificateNumber: null,
  certifiedAt: null,
  expiresAt: null,
};

/** A licence payment as a history line: its first licence product and all the licences it bought. */
const historyItem = (
  row: PaymentRow,
  goods: readonly Goods[],
  language: ReturnType<typeof languageOfLangCode>,
): InstructorHistoryItem | null => {
  const bought = goods.filter((g) => g.kind === "LICENCE" && row.goods_codes.includes(g.code));
  const productCode = bought.map((g) => licenceProductCode(g.code)).find((code) => code !== null);
  if (productCode === undefined) return null;
  return {
    merchantUid: row.merchant_uid,
    productCode,
    productName: licenceProductName(productCode, language),
    quantity: bought.reduce((sum, g) => sum + (g.licenceCount ?? 1), 0),
    amount: fromMinor(Number(row.amount_minor), row.currency),
    currency: row.currency,
    status: paymentStatusSchema.parse(row.status),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  };
};

/** The instructor's profile, certification and licence payments: edu admins and instructors only. */
export const registerInstructorHandlers = (host: RouteHost, deps: Deps): void => {
  const db = deps.db.kysely;
  const instructors = instructorRepository(db);

  const accountOf = async (userId: string) => {
    const account = await instructors.account(userId);
    if (account === undefined) throw new AppError(ErrorCode.accountUnverifiable);
    return account;
  };

  // Reading never writes: without a stored profile the answer is the account's defaults.
  registerRoute(host, routes.getInstructorInfo, async ({ principal }) => {
    const { userId } = await instructorCaller(deps, asUser(principal).userId);
    const stored = await instructors.profile(userId);
    const certified = isCertified(stored?.certification ?? NO_CERTIFICATION, deps.clock());
    return instructorInfoView(await accountOf(userId), stored?.profile ?? null, certified);
  });

  registerRoute(host, routes.updateInstructorInfo, async ({ body, principal }) => {
    const { userId } = await instructorCaller(deps, asUser(principal).userId);
    const account = await accountOf(userId);
    const stored = await instructors.profile(userId);
    const now = deps.clock();
    const current = instructorInfoView(account, stored?.profile ?? null, false);
    const profile = {
      name: body.name ?? current.name,
      organization: body.organization ?? current.organization,
      phone: body.phone === undefined ? current.phone : body.phone,
      introduction: body.introduction === undefined ? current.introduction : body.introduction,
    };
    await instructors.saveProfile(userId, profile, now);
    const certified = isCertified(stored?.certification ?? NO_CERTIFICATION, now);
    return instructorInfoView(account, profile, certified);
  });

  registerRoute(host, routes.getInstructorCertification, async ({ principal }) => {
    const { userId, flags } = await instructorCaller(deps, asUser(principal).userId);
    const stored = await instructors.profile(userId);
    return certificationView(stored?.certification ?? NO_CERTIFICATION, flags, deps.clock());
  });

  // Not gated as the other instructor calls: an instructor whose plan lapsed holds no edu plan,
  // and is told how to buy one (140010), not that the call is not theirs (140002).
  registerRoute(host, routes.renewInstructorCertification, async ({ principal }) => {
    const { userId } = asUser(principal);
    const flags = await callerFlags(deps, userId);
    const inGroup = (await groupRepository(db).findStudent(userId)) !== undefined;
    const verdict = renewalVerdict(flags, inGroup);
    if (verdict === ErrorCode.certificationNeedsPaidPlan) {
      const plans = await accountRepository(db).planCatalogue();
      throw new AppError(verdict, { details: renewalRefusalDetails(plans) });
    }
    if (verdict !== 0) throw new AppError(verdict);
    const now = deps.clock();
    const renewed = await renewCertification(db, await accountOf(userId), now, randomBytes);
    return certificationView(renewed, flags, now);
  });

  registerRoute(host, routes.listInstructorHistory, async ({ query, headers, principal }) => {
    const { userId } = await instructorCaller(deps, asUser(principal).userId);
    const page = await paymentRepository(db).history(userId, { ...query, goodsKind: "LICENCE" });
    const codes = [...new Set(page.rows.flatMap((row) => row.goods_codes))];
    const goods = codes.length === 0 ? [] : await goodsRepository(db).find(codes);
    const language = languageOfLangCode(headers.langcode);
    return {
      list: page.rows.flatMap((row) => historyItem(row, goods, language) ?? []),
      total: page.total,
    };
  });
};
