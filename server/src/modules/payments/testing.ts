/* Payment steps for other modules' tests: the sandbox checkout, subscriptions and stored rows. */

export { paymentRepository } from "./paymentRepository";
export { provisionRepository } from "./provisionRepository";
export { freshApi, KO } from "./testing/billingTestKit";
export {
  CARDS,
  cardForm,
  payAtCheckout,
  rowCount,
  startPaymentsApp,
  statusBecomes,
} from "./testing/paymentsTestKit";
