/*
 * Terms: the terms of each service and the consent a registration gives (identity registers
 * the routes that show and accept them).
 */
export { type Consent, decideConsent } from "./consent";
export { type TermsRepository, termsRepository } from "./termsRepository";
