/*
 * The API contract of Orbis (docs/architecture.md#one-contract): route definitions, envelopes, enumerations, headers,
 * entity schemas and the route table. Everything public is re-exported here; the entities by name
 * in `entities/index.ts`.
 */

export * from "./entities/index";
export {
  type AiImageStatus,
  aiImageStatusSchema,
  type CardType,
  type ClientKind,
  type Currency,
  cardTypeSchema,
  changeDirectionSchema,
  clientKindSchema,
  contentKindSchema,
  couponStateSchema,
  currencySchema,
  deviceClassSchema,
  goodsKindSchema,
  type LangCode,
  type Language,
  langCodeSchema,
  languageSchema,
  licenceProductCodeSchema,
  onboardingStepSchema,
  type PayMethod,
  type PaymentStatus,
  type PaymentsLanguage,
  type PlanType,
  type ProjectKind,
  payMethodSchema,
  paymentStatusSchema,
  paymentsLanguageSchema,
  paymentTypeSchema,
  periodUnitSchema,
  planTypeSchema,
  productKindSchema,
  projectKindSchema,
  purchaseModeSchema,
  reviewStatusSchema,
  type SocialProvider,
  socialProviderSchema,
} from "./enums";
export {
  dataEnvelope,
  type ErrorBody,
  errorBodySchema,
  type ListResult,
  listEnvelope,
} from "./envelope";
export {
  type AcceptLanguageHeaders,
  AUTH_HEADER,
  type AuthTokenHeaders,
  acceptLanguageHeaders,
  authTokenHeaders,
  type LangCodeHeaders,
  langCodeHeaders,
} from "./headers";
export {
  type AuthMode,
  type BodyKind,
  defineRoute,
  type Envelope,
  fillPath,
  type HttpMethod,
  pathParamNames,
  type RouteDef,
  routeUrlPath,
  type ServiceName,
  serviceBases,
} from "./route";
export {
  accountRoutes,
  analyticsRoutes,
  downloadRoutes,
  eduRoutes,
  hostingRoutes,
  identityRoutes,
  interopRoutes,
  paymentRoutes,
  projectRoutes,
  type RouteName,
  type Routes,
  routes,
  sitePageRoutes,
  siteRoutes,
  spaceRoutes,
  tourRoutes,
} from "./routes";
export { type AdminApiRoutes, adminApiRoutes } from "./routes/adminApi";
export { streetViewRoutes } from "./routes/streetView";
