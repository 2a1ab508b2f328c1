import {
  PAYMENTS_APP_ID,
  type PaymentHistoryItem,
  type Receipt,
  type ScheduledPayment,
} from "@orbis/core/contract";
import { ErrorCode } from "@orbis/core/errors";
import { langCodeOf, paymentsLanguageFor } from "@orbis/core/i18n";
import { paymentHistoryQuery, withinRefundWindow } from "@orbis/core/payments";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";
import type { UiStore } from "../UiStore";

/** What the purchase screen needs from outside. */
export interface PurchaseStoreDeps {
  readonly api: Pick<
    OrbisApi,
    "getPaymentHistory" | "getPaymentReceipt" | "getScheduledPayments" | "requestRefund"
  >;
  readonly ui: Pick<UiStore, "language">;
  readonly now: () => number;
  readonly log: (message: string, error: unknown) => void;
}

/** The receipt dialog: which payment, and where its receipt stands. */
export interface ReceiptView {
  readonly merchantUid: string;
  readonly state: LoadState;
  readonly receipt: Receipt | null;
}

/**
 * `/mypage/purchase`: the user's payments a page at a time, the charges scheduled next, a
 * payment's receipt, and refunds. The server decides every refund; this store offers one only
 * where the history shows it can be granted (a completed payment within the window).
 */
export class PurchaseStore {
  payments: PaymentHistoryItem[] = [];
  total = 0;
  query = paymentHistoryQuery();
  historyState: LoadState = "idle";
  scheduled: ScheduledPayment[] = [];
  scheduledState: LoadState = "idle";
  receipt: ReceiptView | null = null;
  /** The payment whose refund the user is asked to confirm. */
  refunding: PaymentHistoryItem | null = null;
  refundState: "idle" | "working" = "idle";
  /** Numbers history requests: only the latest one's answer is kept. */
  private request = 0;

  constructor(private readonly deps: PurchaseStoreDeps) {
    makeAutoObservable<PurchaseStore, "deps" | "request">(this, { deps: false, request: false });
  }

  /** How many history pages there are (at least one, the empty one). */
  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.query.pageSize));
  }

  /** Loads one page of the history (the current one unless told). */
  async loadHistory(pageNo: number = this.query.pageNo): Promise<void> {
    const query = paymentHistoryQuery({ pageNo, pageSize: this.query.pageSize });
    this.query = query;
    this.historyState = "loading";
    const request = ++this.request;
    try {
      const page = await this.deps.api.getPaymentHistory({
        params: { appId: PAYMENTS_APP_ID },
        query,
      });
      runInAction(() => {
        if (request !== this.request) return; // a later page has taken over
        this.payments = page.list;
        this.total = page.total;
        this.historyState = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the payment history failed", error);
      runInAction(() => {
        if (request === this.request) this.historyState = "failed";
      });
    }
  }

  /** Loads the charges the billing job will make. */
  async loadScheduled(): Promise<void> {
    this.scheduledState = "loading";
    try {
      const { list } = await this.deps.api.getScheduledPayments({
        params: { appId: PAYMENTS_APP_ID },
      });
      runInAction(() => {
        this.scheduled = list;
        this.scheduledState = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the scheduled payments failed", error);
      runInAction(() => (this.scheduledState = "failed"));
    }
  }

  /**
   * Whether to offer a refund of `payment`: the server said it is refundable (core's rule: not an
   * upgrade, no licence delivered…), and the window has not closed since the page was loaded.
   */
  canRefund(payment: PaymentHistoryItem): boolean {
    const paidAt = payment.paidAt === null ? null : new Date(payment.paidAt);
    return (
      payment.status === "COMPLETE" &&
      payment.refundable &&
      withinRefundWindow(paidAt, new Date(this.deps.now()))
    );
  }

  /**
   * Why a paid payment offers no refund, when the reason is about a later payment rather than the
   * payment itself: replaced by an upgrade or another plan (120014), or a charge of its kind still
   * being made (120015). Null otherwise: an old payment out of its window needs no words.
   */
  refundReason(
    payment: PaymentHistoryItem,
  ): typeof ErrorCode.refundReplaced | typeof ErrorCode.refundChargeInFlight | null {
    if (payment.status !== "COMPLETE") return null;
    const code = payment.refundRefusal;
    return code === ErrorCode.refundReplaced || code === ErrorCode.refundChargeInFlight
      ? code
      : null;
  }

  /** Opens the receipt dialog of `merchantUid` and reads the receipt in the interface language. */
  async openReceipt(merchantUid: string): Promise<void> {
    this.receipt = { merchantUid, state: "loading", receipt: null };
    try {
      const receipt = await this.deps.api.getPaymentReceipt({
        params: { merchantUid },
        headers: { langcode: this.langCode() },
      });
      this.showReceipt(merchantUid, { merchantUid, state: "ready", receipt });
    } catch (error) {
      this.deps.log("Loading a receipt failed", error);
      this.showReceipt(merchantUid, { merchantUid, state: "failed", receipt: null });
    }
  }

  /** Closes the receipt dialog. */
  closeReceipt(): void {
    this.receipt = null;
  }

  /** Asks the user to confirm the refund of `payment`. */
  askRefund(payment: PaymentHistoryItem): void {
    this.refunding = payment;
  }

  /** Drops the refund the user did not confirm. */
  cancelRefund(): void {
    if (this.refundState === "idle") this.refunding = null;
  }

  /**
   * Refunds the payment being confirmed, then shows its refunded receipt and reloads the page of
   * the history. A refusal (120010, 120014, 120015, 120018) has its snackbar from the global
   * handler; here the question closes and the page of the history is read again, so the row says
   * what the server now says of it (no refund offered, and why). Answers whether the refund was made.
   */
  async confirmRefund(): Promise<boolean> {
    const payment = this.refunding;
    if (payment === null || this.refundState === "working") return false;
    this.refundState = "working";
    try {
      const receipt = await this.deps.api.requestRefund({
        params: { merchantUid: payment.merchantUid },
        headers: { langcode: this.langCode() },
      });
      runInAction(() => {
        this.endRefund();
        this.receipt = { merchantUid: receipt.merchantUid, state: "ready", receipt };
      });
      await this.loadHistory();
      return true;
    } catch (error) {
      this.deps.log("A refund request failed", error);
      runInAction(() => this.endRefund());
      await this.loadHistory();
      return false;
    }
  }

  private langCode() {
    return langCodeOf(paymentsLanguageFor(this.deps.ui.language));
  }

  private endRefund(): void {
    this.refundState = "idle";
    this.refunding = null;
  }

  /** Shows a receipt that arrived, unless the dialog was closed or moved on meanwhile. */
  private showReceipt(merchantUid: string, view: ReceiptView): void {
    runInAction(() => {
      if (this.receipt?.merchantUid === merchantUid) this.receipt = view;
    });
  }
}
