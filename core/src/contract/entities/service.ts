import { storableString } from "./storableText";

/*
 * The console identifies itself to the identity service with a fixed pair (docs/product/overview.md), so one
 * identity service can serve several products with their own terms and sessions.
 */

/** The service id the console sends to the identity service. */
export const serviceIdSchema = storableString().min(1).max(64);
/** The service version the console sends with its service id. */
export const serviceVersionSchema = storableString().min(1).max(32);

/** The pair `serviceId` + `serviceVersion`, spread into identity payloads. */
export const serviceIdentityShape = {
  serviceId: serviceIdSchema,
  serviceVersion: serviceVersionSchema,
} as const;

/**
 * The fixed pair the Orbis console and CLI send (docs/product/overview.md). Terms and sessions are kept per
 * service id, so another product could share one identity service.
 */
export const ORBIS_SERVICE = { serviceId: "orbis", serviceVersion: "1.0" } as const;

/**
 * The payments' own terms (the console's payment modals list them): kept under their own service
 * id, so they are never asked for at registration, where the console's terms are.
 */
export const PAYMENTS_SERVICE = { serviceId: "orbis-pay", serviceVersion: "1.0" } as const;
