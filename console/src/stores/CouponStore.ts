import type { CouponPopup } from "@orbis/core/contract";
import {
  COUPON_TRIGGER_REGISTER_COMPLETED,
  type CouponDialogState,
  type CouponDialogStep,
  type CouponLink,
  type CouponPlacement,
  closeCoupon,
  couponAction,
  couponPlacement,
  currentCoupon,
  isCouponDialogOpen,
  openCouponDialog,
} from "@orbis/core/coupons";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";

/** The local-storage key of the first-access flag: set after registration, cleared by the dialog. */
export const FIRST_ACCESS_KEY = "firstAccess";

/** What the coupon store needs from outside. */
export interface CouponStoreDeps {
  readonly api: Pick<OrbisApi, "getCouponPopups">;
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Opens a coupon's button URL in a new tab or in this one. */
  readonly openUrl: (link: CouponLink) => void;
}

/**
 * The first-access coupon dialog (spec §2). The steps are core's; this store only keeps the
 * state, fetches the popups and carries out what a step asks (clear the flag, open a URL).
 */
export class CouponStore {
  dialog: CouponDialogState<CouponPopup> = openCouponDialog<CouponPopup>([]);
  /** Kept in storage so the popup survives the reload that follows a registration. */
  firstAccess: boolean;

  constructor(private readonly deps: CouponStoreDeps) {
    this.firstAccess = deps.storage.getItem(FIRST_ACCESS_KEY) === "true";
    makeAutoObservable<CouponStore, "deps">(this, { deps: false });
  }

  get isOpen(): boolean {
    return isCouponDialogOpen(this.dialog);
  }

  get current(): CouponPopup | undefined {
    return currentCoupon(this.dialog);
  }

  get placement(): CouponPlacement {
    return couponPlacement(this.current?.popupPosition);
  }

  /** Marks this visit as the account's first (from the login answer or the check-in). */
  setFirstAccess(firstAccess: boolean): void {
    this.firstAccess = firstAccess;
    if (firstAccess) this.deps.storage.setItem(FIRST_ACCESS_KEY, "true");
    else this.deps.storage.removeItem(FIRST_ACCESS_KEY);
  }

  /** Shows these coupons, first one first. */
  open(coupons: readonly CouponPopup[]): void {
    this.dialog = openCouponDialog(coupons);
    // Nothing to show: the first access has nothing left to announce.
    if (coupons.length === 0 && this.firstAccess) this.setFirstAccess(false);
  }

  /** On first access, fetches the registration coupons and opens the dialog. */
  async showFirstAccessCoupons(): Promise<void> {
    if (!this.firstAccess || this.isOpen) return;
    const { list } = await this.deps.api.getCouponPopups({
      query: { triggerType: COUPON_TRIGGER_REGISTER_COMPLETED },
    });
    runInAction(() => this.open(list));
  }

  /** The close button: on to the next coupon; after the last, the first-access flag goes. */
  close(): void {
    this.apply(closeCoupon(this.dialog));
  }

  /** The action button: closes this coupon and opens its URL where the coupon says. */
  act(): void {
    this.apply(couponAction(this.dialog));
  }

  private apply(step: CouponDialogStep<CouponPopup>): void {
    this.dialog = step.state;
    if (step.clearFirstAccess) this.setFirstAccess(false);
    if (step.open) this.deps.openUrl(step.open);
  }
}
