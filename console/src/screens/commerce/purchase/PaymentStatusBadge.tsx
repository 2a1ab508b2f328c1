import type { PaymentStatus } from "@orbis/core/contract";
import { paymentsLanguageFor } from "@orbis/core/i18n";
import { paymentStatusLabel } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useStores } from "../../../stores/StoreContext";
import { statusTone } from "./paymentLabels";

/** A payment status as a badge, labelled in the interface language (core's labels). */
export const PaymentStatusBadge = observer(({ status }: { readonly status: PaymentStatus }) => {
  const { ui } = useStores();
  return (
    <span className={`commerce-badge commerce-badge--${statusTone(status)}`} data-status={status}>
      {paymentStatusLabel(status, paymentsLanguageFor(ui.language))}
    </span>
  );
});
