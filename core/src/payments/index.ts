export { formatBirthInput, formatBusinessNumber } from "./businessNumber";
export {
  type CardGroupsTyped,
  type CardNumberGroups,
  EMPTY_CARD_GROUPS,
  isMaskedCardGroup,
  joinCardNumber,
  nextFocus,
  sanitizeCardGroup,
  setCardGroup,
  splitCardNumber,
  typeIntoCardGroups,
} from "./cardNumber";
export {
  CARD_SECRET_FIELDS,
  type CardSecretField,
  type CardSecretsHolder,
  withoutCardSecrets,
} from "./cardSecrets";
export {
  type CardPaymentFormState,
  emptyCardPaymentForm,
  formatIdInput,
  idFieldMaxLength,
  switchCardType,
} from "./cardType";
export { orderCurrency, renewalCurrency } from "./chargeCurrency";
export {
  type CheckoutReturn,
  checkoutPayMethod,
  checkoutReturn,
  planCheckoutReturnPath,
  SANDBOX_PG,
  sandboxCheckoutPath,
  withoutCheckoutReturn,
} from "./checkoutReturn";
export {
  CARD_FIELD_LENGTHS,
  MASKED_CARD_GROUPS,
  type PaymentHistoryQuery,
  paymentHistoryQuery,
} from "./constants";
export { checkForm, type FieldErrors, type FormCheck, fieldErrors } from "./fieldErrors";
export {
  BIRTH_PATTERN,
  BUSINESS_NUMBER_PATTERN,
  CARD_GROUP_PATTERN,
  COMBINED_ID_PATTERN,
  cardNumberGroupsSchema,
  customerUidSchema,
  EXPIRY_PATTERN,
  FIELD_FORMAT_MESSAGE,
  FIELD_REQUIRED_MESSAGE,
  optionalEmailSchema,
  PAYPAL_REQUIRED_MESSAGE,
  PWD_DIGIT_PATTERN,
  requiredText,
} from "./fieldRules";
export {
  type CardPaymentForm,
  cardPaymentFormSchema,
  type PayMethodCardForm,
  type PayPalMethodForm,
  payMethodCardFormSchema,
  payPalMethodFormSchema,
} from "./forms";
export {
  type CataloguePrices,
  cataloguePrices,
  type Goods,
  type GoodsKind,
  type PeriodUnit,
  periodEnd,
} from "./goods";
export { isExclusiveKind, isRenewableKind } from "./goodsKinds";
export {
  type PaymentHistoryCsvOptions,
  paymentHistoryCsv,
} from "./historyCsv";
export {
  type HistoryRange,
  type HistoryRangeCheck,
  type HistoryRangeFault,
  historyRange,
} from "./historyRange";
export { paymentStatusLabel, paymentsMessages } from "./messages";
export type { PaymentsMessages } from "./messageTypes";
export { currencyDecimals, fromMinor, plainAmount, toMinor } from "./minorUnits";
export { formatMoney, groupThousands, type MoneyFormatOptions } from "./money";
export { type OrderAmount, type OrderLine, orderAmount, reportMatches } from "./orderAmount";
export { orderPaperDay } from "./orderPaperDay";
export {
  COMBINED_ID_MAX_LENGTH,
  emptyPayMethodCardForm,
  formatCombinedIdInput,
  formatExpiryInput,
  formatPwdDigitInput,
  type PayMethodCardFormState,
} from "./payMethodCardForm";
export {
  type PaymentRequestFields,
  type PaymentRequestOptions,
  paymentRequestFields,
} from "./paymentRequestFields";
export {
  isPaymentStatusIn,
  PAYMENT_STATUS_SETS,
  type PaymentStatusSet,
} from "./paymentStatusSets";
export {
  canMovePayment,
  isFinalPaymentStatus,
  nextPaymentStatus,
  PAYMENT_TRANSITIONS,
  type PaymentEvent,
} from "./paymentTransitions";
export {
  hasPayPalCustomer,
  type PayPalButtonFields,
  type PayPalProduct,
  payPalButtonFields,
  payPalStatusText,
} from "./paypal";
export {
  checkoutPath,
  PLAN_CHANGE_PATH,
  planButtonTarget,
  upgradePath,
  YEARLY_PLAN_CHANGE_PATH,
} from "./planChangePath";
export {
  type BillingPeriod,
  checkoutCurrency,
  type PlanOffer,
  planGoods,
  planOffers,
  preselectedOffer,
  wantedPlanId,
} from "./planOffers";
export {
  type PortOneCheckoutOutcome,
  type PortOnePaymentRequest,
  type PortOnePaymentResponse,
  portoneCheckoutOutcome,
  portonePaymentRequest,
} from "./portoneCheckout";
export {
  LICENCE_PACK,
  type ListPrices,
  licencePackPrices,
  YEAR_PRICED_AS_MONTHS,
  yearlyPrices,
} from "./priceListRules";
export {
  type ChangeKind,
  type CurrentPlan,
  OrderRefusal,
  type PricedOrder,
  priceOrder,
} from "./priceOrder";
export { type PlanChange, type PlanPeriod, planChange, remainingShare } from "./proration";
export {
  createPaymentClient,
  type PayCallbacks,
  type PaymentClient,
  type PaymentProviderSdk,
  type ProviderResponse,
  providerError,
} from "./providerClient";
export { type QuoteView, quoteView } from "./quoteView";
export {
  REFUND_WINDOW_MS,
  type RefundCase,
  refundRefusal,
  withinRefundWindow,
} from "./refundRules";
export {
  type KinPayment,
  type RefundRefusal,
  type RefundStandingCase,
  refundStanding,
} from "./refundStanding";
export { RENEWAL_RETRY_DELAYS_MS, renewalRetryAt } from "./renewalRetries";
export { type StorageOffer, storageOffers } from "./storageOffers";
export {
  allTermsChecked,
  mandatoryTermsError,
  missingMandatoryTerms,
  setAllTerms,
  type TermsRequirement,
  toggleAllTerms,
  toggleTerm,
} from "./terms";
export { type RegisteredPayMethod, updatePayMethod } from "./updatePayMethod";
export { isUpgradeCode, UPGRADE_CODES, type UpgradeCode, upgradePlanFor } from "./upgradePlan";
export {
  CARD_NUMBER_PATTERN,
  type CardFormData,
  cardFormDataSchema,
  cardPaymentFormToData,
  type PayMethodBody,
  type PayPalMethodData,
  payMethodBodySchema,
  payMethodCardBodySchema,
  payMethodCardFormToBody,
  payPalMethodDataSchema,
} from "./wire";
