import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { CheckoutEnd } from "../../stores/commerce/OneOffCheckout";
import { useStores } from "../../stores/StoreContext";

/** A screen's store that reads the provider's return from the address it was opened with. */
export interface CheckoutReturnStore {
  load(openedWith: URLSearchParams): Promise<void>;
  readonly purchase: CheckoutEnd | { readonly kind: "refused" } | null;
}

/** What a screen says of a checkout it came back from. */
export interface CheckoutWords {
  readonly paid: () => string;
  readonly failed: (message: string) => string;
  readonly failedPlain: () => string;
}

/**
 * Loads a one-off purchase screen once per visit with the address it was opened with (the
 * provider's return fields), says how the checkout ended in a snackbar, and drops those fields
 * from the address so a reload does not read them again. Answers the screen's path, the return
 * address of its next checkout.
 */
export const useCheckoutReturn = (
  store: CheckoutReturnStore,
  words: CheckoutWords,
  onPaid?: () => void,
): string => {
  const { ui } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  // The address is read once: the provider's return fields are dropped from it after.
  const [openedWith] = useState(() => new URLSearchParams(location.search));
  const { pathname } = location;
  // Once per visit: a language change must not read the checkout's return again.
  const loaded = useRef(false);
  const said = useRef({ words, onPaid });
  said.current = { words, onPaid };
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void store.load(openedWith).then(() => {
      const { words: w, onPaid: paid } = said.current;
      const purchase = store.purchase;
      if (purchase?.kind === "paid") {
        ui.snackbar.show(w.paid(), { severity: "success" });
        paid?.();
      }
      if (purchase?.kind === "failed")
        ui.snackbar.show(purchase.message === null ? w.failedPlain() : w.failed(purchase.message), {
          severity: "error",
        });
      if (openedWith.has("paymentId")) navigate(pathname, { replace: true });
    });
  }, [store, openedWith, navigate, pathname, ui]);
  return pathname;
};
