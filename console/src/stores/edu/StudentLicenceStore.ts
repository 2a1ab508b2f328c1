import {
  type Currency,
  type Language,
  type LicenceDuration,
  PAYMENTS_SERVICE,
} from "@orbis/core/contract";
import { canBuyLicences, type LicenceOffer, licenceOffers } from "@orbis/core/edu";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { langCodeOf, paymentsLanguageFor } from "@orbis/core/i18n";
import { planFlags } from "@orbis/core/plans";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type CheckoutEnd, OneOffCheckout } from "../commerce/OneOffCheckout";
import { TermsChecklist } from "../commerce/TermsChecklist";
import type { LoadState } from "../loadState";

/** What the licence purchase needs from outside. */
export interface StudentLicenceStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "getAccount"
    | "getGoods"
    | "getTerms"
    | "listLicences"
    | "preparePaymentGoods"
    | "getPaymentReceipt"
  >;
  readonly language: () => Language;
  readonly currency: () => Currency;
  readonly assign: (path: string) => void;
  /** A refusal in the interface language. */
  readonly refusalText: (error: unknown) => string;
  readonly sleep?: (ms: number) => Promise<void>;
}

/**
 * How the last purchase ended: the checkout's end, or a refusal before leaving for it;
 * `notAllowed` when the server refused the buyer (140002: their plan cannot own groups).
 */
export type LicencePurchase =
  | CheckoutEnd
  | { readonly kind: "refused"; readonly message: string; readonly notAllowed: boolean };

/** The licence durations, shortest first. */
export const LICENCE_DURATIONS: readonly LicenceDuration[] = [1, 2, 3];

/**
 * `/mypage/purchase-student`: the student licences on sale in the buyer's currency (core's
 * `licenceOffers`), bought once by card on the provider's checkout page after the payment
 * terms, the way back from it (`?paymentId=`), and how many licences of each duration are
 * waiting to be given to students. Only an account that can own groups may buy (core's
 * `canBuyLicences`); the server refuses anyone else with 140002.
 */
export class StudentLicenceStore {
  state: LoadState = "idle";
  allowed = false;
  offers: LicenceOffer[] = [];
  /** Licences bought and not yet given, by duration; null until read (owners only). */
  available: Readonly<Record<LicenceDuration, number>> | null = null;
  readonly terms = new TermsChecklist([]);
  purchase: LicencePurchase | null = null;
  readonly checkout: OneOffCheckout;

  constructor(private readonly deps: StudentLicenceStoreDeps) {
    this.checkout = new OneOffCheckout({
      api: deps.api,
      langCode: () => this.langCode(),
      assign: deps.assign,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
    });
    makeAutoObservable<StudentLicenceStore, "deps">(this, {
      deps: false,
      terms: false,
      checkout: false,
    });
  }

  /** Loads the offers, the terms and what is available; finishes a checkout come back from. */
  async load(query: URLSearchParams): Promise<void> {
    this.state = "loading";
    try {
      const [account, goods, terms] = await Promise.all([
        this.deps.api.getAccount(),
        this.deps.api.getGoods(),
        this.deps.api.getTerms({ query: { serviceId: PAYMENTS_SERVICE.serviceId } }),
      ]);
      const allowed = canBuyLicences(planFlags(account.plan));
      runInAction(() => {
        this.allowed = allowed;
        this.offers = licenceOffers(goods, this.deps.currency());
        this.terms.setTerms(terms.terms);
        this.state = "ready";
      });
    } catch {
      runInAction(() => (this.state = "failed"));
      return;
    }
    await this.checkout.finishReturn(query, (end) => runInAction(() => (this.purchase = end)));
    if (this.allowed) await this.loadAvailable();
  }

  /** Counts the licences of each duration that wait to be given (one short call per duration). */
  async loadAvailable(): Promise<void> {
    try {
      const totals = await Promise.all(
        LICENCE_DURATIONS.map(async (durationMonths) => {
          const page = await this.deps.api.listLicences({
            query: { pageNo: 1, pageSize: 1, state: "available", durationMonths },
            headers: { langcode: this.langCode() },
          });
          return page.total;
        }),
      );
      runInAction(() => {
        this.available = { 1: totals[0] ?? 0, 2: totals[1] ?? 0, 3: totals[2] ?? 0 };
      });
    } catch {
      runInAction(() => (this.available = null));
    }
  }

  /**
   * Buys `offer` by card on the provider's checkout page, which comes back to `returnPath`.
   * Answers the mandatory-terms message instead when a required term is not agreed to.
   */
  async buy(offer: LicenceOffer, returnPath: string): Promise<string | null> {
    const missing = this.terms.mandatoryError(paymentsLanguageFor(this.deps.language()));
    if (missing !== null) return missing;
    this.purchase = null;
    const refusal = await this.checkout.startByCard(
      offer,
      this.deps.currency(),
      returnPath,
      this.deps.refusalText,
    );
    if (refusal !== null)
      runInAction(() => {
        this.purchase = {
          kind: "refused",
          message: refusal.message,
          notAllowed: isAppError(refusal.error) && refusal.error.code === ErrorCode.eduAdminOnly,
        };
      });
    return null;
  }

  private langCode() {
    return langCodeOf(paymentsLanguageFor(this.deps.language()));
  }
}
