/* Payment steps for other modules' tests: the sandbox checkout, subscriptions and stored rows. */
export { freshApi } from "./billingTestKit";
export { paymentRepository } from "./paymentRepository";
export {
  CARDS,
  cardForm,
  payAtCheckout,
  rowCount,
  startPaymentsApp,
  statusBecomes,
} from "./paymentsTestKit";
export { provisionRepository } from "./provisionRepository";
