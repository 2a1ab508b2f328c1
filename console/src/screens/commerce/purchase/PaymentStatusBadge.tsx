import type { PaymentStatus } from "@orbis/core/contract";
import { paymentStatusLabel } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { paymentsLanguageOf } from "../../../stores/commerce/paymentsLanguage";
import { useStores } from "../../../stores/StoreContext";
import { statusTone } from "./paymentLabels";

/** A payment status as a badge, labelled in the interface language (core's labels). */
export const PaymentStatusBadge = observer(({ status }: { readonly status: PaymentStatus }) => {
  const { ui } = useStores();
  return (
    <span className={`commerce-badge commerce-badge--${statusTone(status)}`} data-status={status}>
      {paymentStatusLabel(status, paymentsLanguageOf(ui.language))}
    </span>
  );
});
