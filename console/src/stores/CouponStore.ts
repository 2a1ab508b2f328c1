import type { CouponPopup, User } from "@orbis/core/contract";
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
import { isStudentAddress } from "@orbis/core/edu";
import { ErrorCode, isAppError } from "@orbis/core/errors";
import { makeAutoObservable, runInAction } from "mobx";
import type { OrbisApi } from "../api/consoleApi";

/**
 * The local-storage key of an account's first-access flag: set after registration, cleared once
 * the dialog is closed or used. One per account, so that another account signed in on the same
 * browser neither inherits the popup nor ends it.
 */
export const firstAccessKey = (userId: string): string => `firstAccess:${userId}`;

/** What the coupon store needs from outside. */
export interface CouponStoreDeps {
  readonly api: Pick<OrbisApi, "getCouponPopups" | "downloadCoupon">;
  readonly storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Opens a coupon's button URL in a new tab or in this one. */
  readonly openUrl: (link: CouponLink) => void;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * The first-access coupon dialog (docs/product/screens.md). The steps are core's; this store only keeps the
 * state, fetches the popups and carries out what a step asks (claim the coupon, clear the flag,
 * open a URL).
 */
export class CouponStore {
  dialog: CouponDialogState<CouponPopup> = openCouponDialog<CouponPopup>([]);
  /** The account the dialog speaks to; null before a session is known. */
  account: Pick<User, "id" | "email"> | null = null;
  /** Kept in storage, per account, so the popup survives the reload that follows a registration. */
  firstAccess = false;
  /** The coupon of the action button being claimed. */
  claiming = false;
  /** Why the last claim from the dialog failed (the dialog says it); null when it did not. */
  claimFailure: unknown = null;

  constructor(private readonly deps: CouponStoreDeps) {
    makeAutoObservable<CouponStore, "deps">(this, { deps: false });
  }

  /**
   * The signed-in account: its remembered first-access flag is read, and a dialog left open by
   * another account is closed.
   */
  signedIn(account: Pick<User, "id" | "email">): void {
    if (this.account?.id === account.id) return;
    this.account = { id: account.id, email: account.email };
    this.firstAccess = this.deps.storage.getItem(firstAccessKey(account.id)) === "true";
    this.dialog = openCouponDialog<CouponPopup>([]);
    this.claimFailure = null;
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
    if (this.account === null) return;
    const key = firstAccessKey(this.account.id);
    if (firstAccess) this.deps.storage.setItem(key, "true");
    else this.deps.storage.removeItem(key);
  }

  /** Shows these coupons, first one first. */
  open(coupons: readonly CouponPopup[]): void {
    this.dialog = openCouponDialog(coupons);
    // Nothing to show: the first access has nothing left to announce.
    if (coupons.length === 0 && this.firstAccess) this.setFirstAccess(false);
  }

  /**
   * On first access, fetches the registration coupons and opens the dialog. A student is offered
   * none: their plan is their instructor's, and the welcome coupons are for plans they cannot buy.
   */
  async showFirstAccessCoupons(): Promise<void> {
    if (!this.firstAccess || this.isOpen) return;
    if (isStudentAddress(this.account?.email)) {
      this.setFirstAccess(false);
      return;
    }
    const { list } = await this.deps.api.getCouponPopups({
      query: { triggerType: COUPON_TRIGGER_REGISTER_COMPLETED },
    });
    runInAction(() => this.open(list));
  }

  /** The close button: on to the next coupon; after the last, the first-access flag goes. */
  close(): void {
    this.apply(closeCoupon(this.dialog));
  }

  /**
   * The action button ("Get the coupon"): claims the coupon for the account, then closes it and
   * opens its URL where the coupon says (the coupon screen, where it is now held). A coupon held
   * already is what was asked; any other refusal keeps the dialog open, saying why.
   */
  async act(): Promise<void> {
    const coupon = this.current;
    if (coupon === undefined || this.claiming) return;
    this.claiming = true;
    this.claimFailure = null;
    try {
      await this.deps.api.downloadCoupon({ body: { couponId: coupon.couponId } });
    } catch (error) {
      if (!(isAppError(error) && error.code === ErrorCode.conflict)) {
        this.deps.log("Claiming the popup's coupon failed", error);
        runInAction(() => {
          this.claimFailure = error;
          this.claiming = false;
        });
        return;
      }
    }
    runInAction(() => {
      this.claiming = false;
      this.apply(couponAction(this.dialog));
    });
  }

  private apply(step: CouponDialogStep<CouponPopup>): void {
    this.dialog = step.state;
    this.claimFailure = null;
    if (step.clearFirstAccess) this.setFirstAccess(false);
    if (step.open) this.deps.openUrl(step.open);
  }
}
