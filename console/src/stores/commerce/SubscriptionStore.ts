import {
  type AccountInfo,
  type Language,
  PAYMENTS_APP_ID,
  PAYMENTS_SERVICE,
  type PayMethodInfo,
  type ScheduledPayment,
  type TermsItem,
} from "@orbis/core/contract";
import { langCodeOf, paymentsLanguageFor } from "@orbis/core/i18n";
import { type PayMethodBody, updatePayMethod } from "@orbis/core/payments";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { type LoadState, LoadTickets } from "../loadState";

/** What the subscription store needs from outside. */
export interface SubscriptionStoreDeps {
  readonly api: Pick<
    OrbisApi,
    | "getAccount"
    | "getScheduledPayments"
    | "getPayMethods"
    | "createPayMethod"
    | "setDefaultPayMethod"
    | "cancelRenewal"
    | "getTerms"
  >;
  readonly language: () => Language;
}

/**
 * `/mypage/subscribe`: the plan and its period, the next charge, the payment methods (change
 * the default: docs/product/states.md, register a new one then make it the default) and the cancellation of the
 * renewal. Refusals reach the caller; the global handler shows the catalogue's words.
 */
export class SubscriptionStore {
  loadState: LoadState = "idle";
  account: AccountInfo | null = null;
  scheduled: ScheduledPayment[] = [];
  methods: PayMethodInfo[] = [];
  terms: TermsItem[] = [];
  busy = false;
  private readonly loads = new LoadTickets();

  constructor(private readonly deps: SubscriptionStoreDeps) {
    makeAutoObservable<SubscriptionStore, "deps" | "loads">(this, { deps: false, loads: false });
  }

  /** The next charge the billing job will make; null when nothing renews. */
  get nextCharge(): ScheduledPayment | null {
    return this.scheduled[0] ?? null;
  }

  /** The method charges go to. */
  get defaultMethod(): PayMethodInfo | null {
    return this.methods.find((m) => m.isDefault) ?? this.account?.payMethodInfo ?? null;
  }

  /**
   * Loads the account, the scheduled charges, the methods and the payment terms. The latest load
   * settles the screen: ready, or failed with the screen's retry.
   */
  async load(): Promise<void> {
    this.loadState = "loading";
    const latest = this.loads.take();
    try {
      const langcode = langCodeOf(paymentsLanguageFor(this.deps.language()));
      const [account, scheduled, methods, terms] = await Promise.all([
        this.deps.api.getAccount(),
        this.deps.api.getScheduledPayments({ params: { appId: PAYMENTS_APP_ID } }),
        this.deps.api.getPayMethods({ headers: { langcode } }),
        this.deps.api.getTerms({ query: { serviceId: PAYMENTS_SERVICE.serviceId } }),
      ]);
      runInAction(() => {
        if (!latest()) return;
        this.account = account;
        this.scheduled = scheduled.list;
        this.methods = methods;
        this.terms = terms.terms;
        this.loadState = "ready";
      });
    } catch {
      runInAction(() => {
        if (latest()) this.loadState = "failed";
      });
    }
  }

  /** Registers a new method and makes it the default (docs/product/states.md); resolves once shown. */
  async changeMethod(body: PayMethodBody): Promise<void> {
    await this.busyWith(async () => {
      await updatePayMethod(
        () => this.deps.api.createPayMethod({ body }),
        (paymentsMethodsId) => this.deps.api.setDefaultPayMethod({ params: { paymentsMethodsId } }),
      );
      await this.load();
    });
  }

  /** Makes a registered method the default. */
  async makeDefault(paymentsMethodsId: string): Promise<void> {
    await this.busyWith(async () => {
      await this.deps.api.setDefaultPayMethod({ params: { paymentsMethodsId } });
      await this.load();
    });
  }

  /** Stops the plan's next charge; the plan runs to the end of its period. */
  async cancelRenewal(): Promise<void> {
    await this.busyWith(async () => {
      const left = await this.deps.api.cancelRenewal();
      runInAction(() => {
        this.scheduled = left.list;
      });
    });
  }

  private async busyWith(work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      await work();
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
