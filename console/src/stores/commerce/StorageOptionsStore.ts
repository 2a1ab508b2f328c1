import { type Currency, type Language, PAYMENTS_SERVICE } from "@orbis/core/contract";
import { langCodeOf, paymentsLanguageFor } from "@orbis/core/i18n";
import { type StorageOffer, storageOffers } from "@orbis/core/payments";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";
import { type CheckoutEnd, OneOffCheckout, type OneOffCheckoutDeps } from "./OneOffCheckout";
import { TermsChecklist } from "./TermsChecklist";

/** What the storage options need from outside. */
export interface StorageOptionsStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "getGoods" | "getTerms" | "preparePaymentGoods" | "getPaymentReceipt"
  >;
  readonly language: () => Language;
  readonly currency: () => Currency;
  readonly assign: (path: string) => void;
  /** A refusal in the interface language. */
  readonly refusalText: (error: unknown) => string;
  readonly sleep?: (ms: number) => Promise<void>;
  /** PortOne's browser SDK and the site's origin, where PortOne takes the payment (tests). */
  readonly portone?: Pick<OneOffCheckoutDeps, "loadPortOne" | "origin">;
}

/** How the last purchase ended: the checkout's end, or a refusal before leaving for it. */
export type StoragePurchase = CheckoutEnd | { readonly kind: "refused"; readonly message: string };

/**
 * The usage screen's extra storage: the options on sale in the buyer's currency (core's
 * `storageOffers`), bought once by card on the provider's checkout page after the payment terms,
 * and the way back from it (`?paymentId=`), read until the payment has settled.
 */
export class StorageOptionsStore {
  state: LoadState = "idle";
  offers: StorageOffer[] = [];
  readonly terms = new TermsChecklist([]);
  purchase: StoragePurchase | null = null;
  readonly checkout: OneOffCheckout;

  constructor(private readonly deps: StorageOptionsStoreDeps) {
    this.checkout = new OneOffCheckout({
      api: deps.api,
      langCode: () => langCodeOf(paymentsLanguageFor(deps.language())),
      assign: deps.assign,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      ...deps.portone,
    });
    makeAutoObservable<StorageOptionsStore, "deps">(this, {
      deps: false,
      terms: false,
      checkout: false,
    });
  }

  /** Loads the options and the terms; finishes a checkout the browser came back from. */
  async load(query: URLSearchParams): Promise<void> {
    this.state = "loading";
    try {
      const [goods, terms] = await Promise.all([
        this.deps.api.getGoods(),
        this.deps.api.getTerms({ query: { serviceId: PAYMENTS_SERVICE.serviceId } }),
      ]);
      runInAction(() => {
        this.offers = storageOffers(goods, this.deps.currency());
        this.terms.setTerms(terms.terms);
        this.state = "ready";
      });
    } catch {
      runInAction(() => {
        this.state = "failed";
      });
      return;
    }
    await this.checkout.finishReturn(query, (end) => {
      runInAction(() => {
        this.purchase = end;
      });
    });
  }

  /**
   * Buys an option by card on the provider's checkout page, which comes back to `returnPath`.
   * Answers the mandatory-terms message instead when a required term is not agreed to.
   */
  async buy(offer: StorageOffer, returnPath: string): Promise<string | null> {
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
        this.purchase = { kind: "refused", message: refusal.message };
      });
    return null;
  }
}
