import type { AccountInfo, PayMethod } from "@orbis/core/contract";
import {
  type CheckoutReturn,
  checkoutPayMethod,
  checkoutReturn,
  planCheckoutReturnPath,
  withoutCheckoutReturn,
} from "@orbis/core/payments";
import { reaction } from "mobx";
import type { OrbisApi } from "../../api/consoleApi";
import { OneOffCheckout, type OneOffCheckoutDeps, type OneOffOrder } from "./OneOffCheckout";
import type { PlanChangeOutcome } from "./PlanChangeStore";

/** What the plan-change page's checkout and its return need from the page. */
export interface PlanCheckoutReturnDeps extends Omit<OneOffCheckoutDeps, "api"> {
  readonly api: OneOffCheckoutDeps["api"] & Pick<OrbisApi, "getAccount">;
  /** Whether the buyer is known (signed in); read in a reaction, so observable. */
  readonly signedIn: () => boolean;
  /** Loads the page again at an address. */
  readonly load: (query: URLSearchParams) => Promise<void>;
  /** Shows how the payment stands, with the account read again once it is paid (else null). */
  readonly show: (outcome: PlanChangeOutcome, account: AccountInfo | null) => void;
}

/**
 * The plan-change page's address, when the page comes back to it: from the provider's page
 * (PayPal's approval, PortOne's redirect) with the payment's id, the plan and the method it was
 * paid by (core's `checkoutReturn`, `checkoutPayMethod`), or from a load made before the session
 * was checked, which is made again once the buyer is known. The way out to the provider's page
 * is here too, since it writes the address the way back reads.
 */
export class PlanCheckoutReturn {
  /** The address of a load made before the buyer was known, to load again once they are. */
  private visitorQuery: URLSearchParams | null = null;
  private readonly checkout: OneOffCheckout;

  constructor(private readonly deps: PlanCheckoutReturnDeps) {
    this.checkout = new OneOffCheckout(deps);
  }

  /**
   * Leaves for the provider's page to pay `order` for the plan `planId`; the page comes back to
   * `pathname` with the plan and the way of paying still chosen. Rejects with the refusal.
   */
  leave(order: OneOffOrder, pathname: string, planId: string): Promise<void> {
    return this.checkout.start(order, planCheckoutReturnPath(pathname, planId, order.payMethod));
  }

  /**
   * Notes the address a load starts at, and answers the way of paying it names (null: none), so
   * that back from PayPal's page PayPal stays chosen. A visitor's address is kept without the
   * provider's return, which would otherwise be read twice.
   */
  opened(query: URLSearchParams): PayMethod | null {
    this.visitorQuery = this.deps.signedIn() ? null : withoutCheckoutReturn(query);
    return checkoutPayMethod(query);
  }

  /**
   * Loads again once the buyer is known, when the last load was made before (a session still
   * being checked, or whose check got no answer): otherwise the screen would go on showing a
   * visitor's page to a signed-in buyer. Answers the function that stops watching (on unmount).
   */
  watchSession(): () => void {
    return reaction(
      () => this.deps.signedIn(),
      (signedIn) => {
        const query = this.visitorQuery;
        if (!signedIn || query === null) return;
        this.visitorQuery = null;
        void this.deps.load(query);
      },
    );
  }

  /**
   * Reads the provider's return the address carries (`?paymentId=`): the payment shows as
   * settling, then as failed in the provider's words, or as paid once it has settled. Null at
   * once when there is none, so that the page preselects its plan in the same tick as it loaded
   * (a tick later, the screen would already be showing the loaded page without it).
   */
  finish(query: URLSearchParams): Promise<void> | null {
    const returned = checkoutReturn(query);
    return returned === null ? null : this.settle(returned);
  }

  private async settle({ merchantUid, failure }: CheckoutReturn): Promise<void> {
    this.deps.show({ kind: "settling", merchantUid }, null);
    const end = await this.checkout.finish(merchantUid, failure);
    // The plan bought is the account's now: it is read again to show the plan held.
    const account = end.kind === "paid" ? await this.deps.api.getAccount() : null;
    this.deps.show(
      end.kind === "paid"
        ? { kind: "paid", merchantUid: end.merchantUid, goods: end.orderName }
        : end,
      account,
    );
  }
}
