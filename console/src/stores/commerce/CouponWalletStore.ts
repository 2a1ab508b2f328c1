import { type Coupon, couponDownloadSchema } from "@orbis/core/contract";
import { type CouponState, couponListState, normaliseCouponCode } from "@orbis/core/coupons";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { paymentsLanguageFor } from "@orbis/core/i18n";
import { checkForm } from "@orbis/core/payments";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import type { LoadState } from "../loadState";
import type { UiStore } from "../UiStore";

/** What the coupon wallet needs from outside. */
export interface CouponWalletStoreDeps {
  readonly api: Pick<OrbisApi, "getDownloadableCoupons" | "downloadCoupon">;
  readonly ui: Pick<UiStore, "language" | "snackbar">;
  /** A refusal in the interface language (the coupon calls' refusals are said here). */
  readonly refusalText: (error: unknown) => string;
  readonly now: () => number;
  readonly log: (message: string, error: unknown) => void;
}

/** A coupon code's outcome: the coupon now held, or why nothing was sent or added. */
export type CodeOutcome =
  | { readonly kind: "registered"; readonly coupon: Coupon }
  /** The code breaks the field rule: the message goes under the field, nothing was sent. */
  | { readonly kind: "invalid"; readonly message: string }
  /**
   * The server refused it: `code` says why (10404 no coupon has this code, 10409 already held),
   * for the form to say under the field; null when the call failed without a refusal.
   */
  | { readonly kind: "refused"; readonly code: number | null };

/**
 * The user's coupons (`/mypage/coupon`): the ones held, a coupon code to redeem, and offered
 * coupons claimed by id (the event page). Not the first-access dialog: that is `CouponStore`.
 */
export class CouponWalletStore {
  coupons: Coupon[] = [];
  state: LoadState = "idle";
  registering = false;
  /** Offers claimed from this page, by id, and the one being claimed. */
  claimed = new Set<string>();
  claiming: string | null = null;

  constructor(private readonly deps: CouponWalletStoreDeps) {
    makeAutoObservable<CouponWalletStore, "deps">(this, { deps: false });
  }

  /** The coupons the user holds, newest download first; offers not taken yet are left out. */
  get held(): Coupon[] {
    return this.coupons
      .filter((c) => c.downloadedAt !== null)
      .sort((a, b) => (b.downloadedAt ?? "").localeCompare(a.downloadedAt ?? ""));
  }

  /** A held coupon's state now: a coupon that expired while the page was open reads expired. */
  stateOf(coupon: Coupon): CouponState | null {
    const held =
      coupon.downloadedAt === null
        ? null
        : {
            usedAt: coupon.usedAt === null ? null : new Date(coupon.usedAt),
            expiresAt: coupon.expiresAt === null ? null : new Date(coupon.expiresAt),
          };
    return couponListState(held, new Date(this.deps.now()));
  }

  /** Reads the coupons offered to and held by the user. */
  async load(): Promise<void> {
    this.state = "loading";
    try {
      const coupons = await this.deps.api.getDownloadableCoupons({});
      runInAction(() => {
        this.coupons = coupons;
        this.state = "ready";
      });
    } catch (error) {
      this.deps.log("Loading the coupons failed", error);
      runInAction(() => (this.state = "failed"));
    }
  }

  /**
   * Redeems a coupon code (any case, spaces around it ignored) and reloads the list. A code
   * that breaks core's field rule is not sent.
   */
  async register(code: string): Promise<CodeOutcome> {
    const check = checkForm(
      couponDownloadSchema,
      { couponCode: normaliseCouponCode(code) },
      paymentsLanguageFor(this.deps.ui.language),
    );
    if (!check.ok) {
      const message = check.errors.couponCode ?? Object.values(check.errors)[0] ?? "";
      return { kind: "invalid", message };
    }
    this.registering = true;
    try {
      const coupon = await this.deps.api.downloadCoupon({ body: check.value });
      await this.load();
      return { kind: "registered", coupon };
    } catch (error) {
      this.deps.log("Registering a coupon code failed", error);
      return { kind: "refused", code: isAppError(error) ? error.code : null };
    } finally {
      runInAction(() => (this.registering = false));
    }
  }

  /** Claims an offered coupon; answers whether the user holds it now. */
  async claim(couponId: string): Promise<boolean> {
    if (this.claiming !== null) return false;
    this.claiming = couponId;
    try {
      await this.deps.api.downloadCoupon({ body: { couponId } });
      runInAction(() => this.claimed.add(couponId));
      return true;
    } catch (error) {
      // Already held (a claim from another tab, say): the user has it, which is what they asked.
      if (isAppError(error) && error.code === ErrorCode.conflict) {
        runInAction(() => this.claimed.add(couponId));
        return true;
      }
      this.deps.log("Claiming a coupon failed", error);
      this.deps.ui.snackbar.show(this.deps.refusalText(error), { severity: "error" });
      return false;
    } finally {
      runInAction(() => (this.claiming = null));
    }
  }
}
