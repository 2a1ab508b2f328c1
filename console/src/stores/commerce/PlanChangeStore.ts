import {
  type AccountInfo,
  type CatalogueEntry,
  type Currency,
  type GoodsItem,
  type Language,
  type OrderQuote,
  PAYMENTS_APP_ID,
  PAYMENTS_SERVICE,
  type PayMethod,
  type TermsItem,
  type User,
} from "@orbis/core/contract";
import { isAppError } from "@orbis/core/errors";
import { langCodeOf, paymentsLanguageFor } from "@orbis/core/i18n";
import {
  type BillingPeriod,
  type CardFormData,
  checkoutCurrency,
  type PlanOffer,
  planOffers,
  preselectedOffer,
  quoteView,
  wantedPlanId,
} from "@orbis/core/payments";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";
import { PlanCheckoutReturn, type PlanCheckoutReturnDeps } from "./PlanCheckoutReturn";
import { PlanCouponChoice, type PlanCouponChoiceDeps } from "./PlanCouponChoice";
import { TermsChecklist } from "./TermsChecklist";

/**
 * What the plan-change store needs from outside; `assign` and `sleep` are the checkout's, `now`
 * the coupon choice's.
 */
export interface PlanChangeStoreDeps
  extends Pick<PlanCheckoutReturnDeps, "assign" | "sleep">,
    Pick<PlanCouponChoiceDeps, "now"> {
  readonly api: Pick<
    OrbisApi,
    | "getGoods"
    | "getPlanCatalogue"
    | "getAccount"
    | "getTerms"
    | "quoteOrder"
    | "createPayMethod"
    | "prepareRegularOrder"
    | "preparePaymentGoods"
    | "getPaymentReceipt"
    | "getDownloadableCoupons"
  >;
  /** The interface language and the buyer's chosen currency, read when needed. */
  readonly language: () => Language;
  readonly currency: () => Currency;
  /** The signed-in buyer; null on the public yearly page before signing in. */
  readonly user: () => Pick<User, "email" | "name" | "nickname"> | null;
  /** Sends an anonymous visitor to sign in, coming back to `path`. */
  readonly signIn: (path: string) => void;
  /** A catalogue message for a refusal, in the interface language. */
  readonly refusalText: (error: unknown) => string;
  /** PortOne's browser SDK and the site's origin, where PortOne takes the payment (tests). */
  readonly portone?: Pick<PlanCheckoutReturnDeps, "loadPortOne" | "origin">;
}

/** How the last payment attempt ended. */
export type PlanChangeOutcome =
  /** `goods` names what the order bought (a plan, a hosting tier), not the plan held. */
  | { readonly kind: "paid"; readonly merchantUid: string | null; readonly goods: string }
  | { readonly kind: "scheduled"; readonly startsAt: string }
  | { readonly kind: "settling"; readonly merchantUid: string }
  | { readonly kind: "failed"; readonly message: string | null };

/**
 * The plan-change screen (`/payment`, `/payment/yearly`): the plans on offer for the period, the
 * quote the server computes for the chosen one (an upgrade's proration, a downgrade's start), and
 * paying it by card (the card becomes the default method, then the regular order charges it), by
 * the saved method, or by PayPal through the provider's approval page. Rules are core's; amounts
 * are the server's. The coupon spent on the order is {@link PlanChangeStore.coupon}'s choice;
 * the trip to the provider's page and back is {@link PlanCheckoutReturn}'s.
 */
export class PlanChangeStore {
  loadState: LoadState = "idle";
  catalogue: CatalogueEntry[] = [];
  goods: GoodsItem[] = [];
  account: AccountInfo | null = null;
  terms: TermsItem[] = [];
  payMethod: PayMethod = "card";
  selectedPlanId: string | null = null;
  quote: OrderQuote | null = null;
  quoteState: LoadState = "idle";
  quoteError: string | null = null;
  paying = false;
  outcome: PlanChangeOutcome | null = null;
  /** The terms agreed to before leaving for PayPal's page (the card modal has its own). */
  readonly payPalTerms = new TermsChecklist([]);
  /** The held coupon spent on this order, among those that fit the chosen offer. */
  readonly coupon: PlanCouponChoice;
  private readonly checkoutReturn: PlanCheckoutReturn;
  private quoteTicket = 0;

  constructor(
    private readonly deps: PlanChangeStoreDeps,
    readonly period: BillingPeriod,
  ) {
    this.coupon = new PlanCouponChoice({
      goods: () => {
        const offer = this.selected;
        return offer && this.goods.find((g) => g.code === offer.goodsCode);
      },
      currency: () => this.currency,
      ...(deps.now ? { now: deps.now } : {}),
    });
    this.checkoutReturn = new PlanCheckoutReturn({
      api: deps.api,
      langCode: () => this.langCode,
      assign: deps.assign,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...deps.portone,
      signedIn: () => deps.user() !== null,
      load: (query) => this.load(query),
      show: (outcome, account) =>
        runInAction(() => {
          if (account !== null) this.account = account;
          this.outcome = outcome;
        }),
    });
    makeAutoObservable<PlanChangeStore, "deps" | "quoteTicket" | "checkoutReturn">(this, {
      deps: false,
      quoteTicket: false,
      checkoutReturn: false,
      payPalTerms: false,
      coupon: false,
    });
  }

  /** The currency this checkout charges: dollars for PayPal, else the buyer's. */
  get currency(): Currency {
    return checkoutCurrency(this.payMethod, this.deps.currency());
  }

  /** The plans that can be bought for the period, priced in the checkout currency. */
  get offers(): PlanOffer[] {
    return planOffers(this.catalogue, this.goods, this.period, this.currency);
  }

  /** The hosting tiers that can be bought for the period (80001 leads here too). */
  get hostingOffers(): PlanOffer[] {
    return planOffers(this.catalogue, this.goods, this.period, this.currency, "hosting");
  }

  /** The plan the account holds; null when it expired. */
  get currentPlanId(): string | null {
    return this.account?.plan?.id ?? null;
  }

  /** The hosting tier the account holds. */
  get currentHostingId(): string | null {
    return this.account?.hostingPlan?.id ?? null;
  }

  /** The chosen offer, a plan or a hosting tier. */
  get selected(): PlanOffer | undefined {
    return [...this.offers, ...this.hostingOffers].find(
      (offer) => offer.planId === this.selectedPlanId,
    );
  }

  /** The saved default method, which a card payment can use without typing the card again. */
  get savedMethod() {
    const method = this.account?.payMethodInfo ?? null;
    return method?.payMethod === this.payMethod ? method : null;
  }

  /**
   * Loads the offers, the account and the payment terms, preselects the plan the address asks for
   * (`?plan=`, or `?for=` a refusal's code), and reads a provider's return (`?paymentId=`) when the browser comes back from
   * a checkout page.
   */
  async load(query: URLSearchParams): Promise<void> {
    this.loadState = "loading";
    this.payMethod = this.checkoutReturn.opened(query) ?? this.payMethod;
    try {
      // `/payment/yearly` is public (docs/product/screens.md): a visitor sees the offers, and signs in to pay.
      const signedIn = this.deps.user() !== null;
      const [catalogue, goods, account, terms, coupons] = await Promise.all([
        this.deps.api.getPlanCatalogue(),
        this.deps.api.getGoods(),
        signedIn ? this.deps.api.getAccount() : null,
        this.deps.api.getTerms({ query: { serviceId: PAYMENTS_SERVICE.serviceId } }),
        signedIn ? this.deps.api.getDownloadableCoupons({}) : [],
      ]);
      runInAction(() => {
        this.coupon.setCoupons(coupons);
        this.catalogue = catalogue;
        this.goods = goods;
        this.account = account;
        this.terms = terms.terms;
        this.payPalTerms.setTerms(terms.terms);
        this.loadState = "ready";
      });
    } catch {
      runInAction(() => {
        this.loadState = "failed";
      });
      return;
    }
    const returning = this.checkoutReturn.finish(query);
    if (returning !== null) {
      await returning;
      return;
    }
    const held = [this.currentPlanId, this.currentHostingId].filter(
      (id): id is string => id !== null,
    );
    const wanted = preselectedOffer(
      [...this.offers, ...this.hostingOffers],
      wantedPlanId(query, this.catalogue, held, this.currency),
      held,
    );
    if (wanted !== undefined && this.deps.user() !== null) {
      this.selectedPlanId = wanted.planId;
      await this.requote();
    }
  }

  /** See {@link PlanCheckoutReturn.watchSession}: loads again once a visitor's buyer is known. */
  watchSession(): () => void {
    return this.checkoutReturn.watchSession();
  }

  /** Chooses a plan and asks the server what it would cost now (a visitor signs in first). */
  async choose(planId: string, returnPath: string): Promise<void> {
    if (this.deps.user() === null) {
      this.deps.signIn(`${returnPath}?plan=${encodeURIComponent(planId)}`);
      return;
    }
    this.selectedPlanId = planId;
    this.outcome = null;
    await this.requote();
  }

  /** Chooses a held coupon for this order (null: none) and asks the price again. */
  async setCoupon(couponId: string | null): Promise<void> {
    if (!this.coupon.choose(couponId)) return;
    this.outcome = null;
    await this.requote();
  }

  /** Switches between card and PayPal; PayPal charges dollars, so the price is asked again. */
  async setPayMethod(payMethod: PayMethod): Promise<void> {
    if (this.payMethod === payMethod) return;
    this.payMethod = payMethod;
    this.outcome = null;
    await this.requote();
  }

  private async requote(): Promise<void> {
    const offer = this.selected;
    const ticket = ++this.quoteTicket;
    if (offer === undefined) {
      this.quote = null;
      this.quoteState = "idle";
      return;
    }
    this.quoteState = "loading";
    this.quoteError = null;
    const couponId = this.coupon.appliedId;
    try {
      const quote = await this.deps.api.quoteOrder({
        headers: { langcode: this.langCode },
        body: {
          goodsCodes: [offer.goodsCode],
          payMethod: this.payMethod,
          currency: this.currency,
          ...(couponId === null ? {} : { couponId }),
        },
      });
      runInAction(() => {
        if (ticket !== this.quoteTicket) return;
        this.quote = quote;
        this.quoteState = "ready";
      });
    } catch (error) {
      if (ticket !== this.quoteTicket) return;
      // A refused coupon is said beside it, and the order is priced again without it.
      if (couponId !== null && this.coupon.refused(error, this.deps.refusalText)) {
        await this.requote();
        return;
      }
      runInAction(() => {
        this.quote = null;
        this.quoteState = "failed";
        this.quoteError = this.deps.refusalText(error);
      });
    }
  }

  private get langCode() {
    return langCodeOf(paymentsLanguageFor(this.deps.language()));
  }

  /**
   * Pays the chosen plan with a card typed in the payment modal: the card becomes the default
   * method, then the regular order charges it. A refusal (a declined card) rejects with the words
   * to show in the modal, and only there: the page's outcome stays empty. The plan is unchanged.
   */
  async payByCard(card: CardFormData): Promise<void> {
    await this.run(
      async () => {
        const { buyerEmail, ...method } = card;
        await this.deps.api.createPayMethod({ body: method });
        await this.order(buyerEmail?.trim() || undefined);
      },
      { failureOnPage: false },
    );
  }

  /** Pays (or schedules a cheaper plan) with the saved default method. */
  async payWithSavedMethod(): Promise<void> {
    await this.run(() => this.order());
  }

  /**
   * Pays by PayPal: the server prices a one-off order in dollars, and the browser goes to the
   * provider's approval page, which comes back to this page (`pathname`) with the payment's id,
   * the plan and PayPal still chosen.
   */
  async payByPayPal(pathname: string): Promise<void> {
    await this.run(async () => {
      const { offer, quote } = this.ready();
      await this.checkoutReturn.leave(
        {
          goodsCode: offer.goodsCode,
          payMethod: "paypal",
          currency: checkoutCurrency("paypal", this.deps.currency()),
          expectedAmount: quote.amount,
          couponId: this.coupon.appliedId ?? undefined,
        },
        pathname,
        offer.planId,
      );
    });
  }

  /** Clears the last outcome (the modal is opened again). */
  dismissOutcome(): void {
    this.outcome = null;
  }

  private ready(): { offer: PlanOffer; quote: OrderQuote } {
    const offer = this.selected;
    const quote = this.quote;
    if (offer === undefined || quote === null) throw new Error("Choose a plan first");
    return { offer, quote };
  }

  /** The regular order of the chosen plan, charged to the default method; `email` wins if typed. */
  private async order(email?: string): Promise<void> {
    const { offer, quote } = this.ready();
    const user = this.deps.user();
    if (user === null) throw new Error("Sign in to pay");
    await this.deps.api.prepareRegularOrder({
      headers: { langcode: this.langCode },
      body: {
        goodsCodes: [offer.goodsCode],
        appId: PAYMENTS_APP_ID,
        buyerEmail: email ?? user.email,
        buyerName: user.name ?? user.nickname ?? user.email,
        currency: this.currency,
        expectedAmount: quote.amount,
        ...(this.coupon.appliedId === null ? {} : { couponId: this.coupon.appliedId }),
      },
    });
    const [account, coupons] = await Promise.all([
      this.deps.api.getAccount(),
      this.deps.api.getDownloadableCoupons({}),
    ]);
    runInAction(() => {
      this.account = account;
      this.coupon.spent(coupons);
      // A cheaper plan is not charged now (core's quote view): it starts, and is charged, later.
      this.outcome = quoteView(quote, this.deps.language()).chargedNow
        ? { kind: "paid", merchantUid: account.payment?.merchantUid ?? null, goods: offer.name }
        : { kind: "scheduled", startsAt: quote.chargedAt };
      this.selectedPlanId = null;
      this.quote = null;
    });
  }

  /**
   * Runs one payment attempt; a refusal rejects with its words, and becomes the page's failed
   * outcome unless the attempt's own dialog says it (`failureOnPage: false`).
   */
  private async run(
    attempt: () => Promise<void>,
    { failureOnPage = true }: { readonly failureOnPage?: boolean } = {},
  ): Promise<void> {
    if (this.paying) return;
    this.paying = true;
    this.outcome = null;
    try {
      await attempt();
    } catch (error) {
      const message = isAppError(error)
        ? this.deps.refusalText(error)
        : error instanceof Error && error.message
          ? error.message
          : null;
      if (failureOnPage)
        runInAction(() => {
          this.outcome = { kind: "failed", message };
        });
      throw new Error(message ?? "");
    } finally {
      runInAction(() => {
        this.paying = false;
      });
    }
  }
}
