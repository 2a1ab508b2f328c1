import { ORBIS_SERVICE, PAYMENTS_SERVICE } from "../contract/entities/service";

/**
 * The services people sign in to through Orbis's identity service. The console and the CLI both
 * identify themselves as {@link ORBIS_SERVICE}; the payments' id ({@link PAYMENTS_SERVICE}) only
 * names the payments' terms, and nobody signs in, registers or receives a code for it.
 */
export const SIGN_IN_SERVICE_IDS: ReadonlySet<string> = new Set([ORBIS_SERVICE.serviceId]);

/**
 * Why a login, registration, code or reset may not name `serviceId`, in words that name the
 * service; null when it is one that signs in here (see {@link SIGN_IN_SERVICE_IDS}). The version
 * sent with it is not judged: it says which release of a known client asks, not who asks.
 */
export const signInServiceProblem = (serviceId: string): string | null => {
  if (SIGN_IN_SERVICE_IDS.has(serviceId)) return null;
  return serviceId === PAYMENTS_SERVICE.serviceId
    ? `"${serviceId}" is the payments' service: nobody signs in to it`
    : `"${serviceId}" is not a service that signs in here`;
};
