import { RestError } from "@portone/server-sdk";
import { ProviderRefusal } from "../paymentProvider";

/*
 * What an error of a PortOne call means here. PortOne answers a failure as `{ type, message }`
 * (the SDK throws it as a RestError); a PG's refusal comes as `PG_PROVIDER` with the PG's own
 * `pgCode` and `pgMessage`, which are what the buyer should read (a declined or expired card).
 * A wrong secret, store or channel is not the buyer's doing: it is a plain Error naming the
 * variable to fix, so it surfaces as a server fault and never as a refusal shown to a buyer.
 */

/** A PortOne error type, or undefined for an error that is no PortOne answer at all. */
export const portoneErrorType = (error: unknown): string | undefined =>
  error instanceof RestError ? String(error.data.type) : undefined;

const SETUP_FAULTS: Readonly<Record<string, string>> = {
  UNAUTHORIZED: "PortOne refused the API secret: check PORTONE_API_SECRET",
  FORBIDDEN:
    "PortOne refused access to the store: check PORTONE_STORE_ID and the API secret's rights",
  CHANNEL_NOT_FOUND:
    "PortOne does not know the channel: check PORTONE_CHANNEL_KEY and PORTONE_PAYPAL_CHANNEL_KEY",
};

/** The error to throw for a failed PortOne call; `doing` names the call for the log. */
export const portoneFailure = (error: unknown, doing: string): Error => {
  if (!(error instanceof RestError)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new Error(`PortOne could not be asked (${doing}): ${reason}`, { cause: error });
  }
  const data = error.data;
  const type = String(data.type);
  const message = "message" in data && data.message ? data.message : type;
  const setupFault = SETUP_FAULTS[type];
  if (setupFault !== undefined) {
    return new Error(`${setupFault} (${doing}: ${type}, ${message})`, { cause: error });
  }
  if (data.type === "PG_PROVIDER") {
    return new ProviderRefusal(data.pgCode || type, data.pgMessage || message);
  }
  if (data.type === "CHANNEL_SPECIFIC") {
    const failure = data.failures.find((f) => f.type === "PG_PROVIDER");
    if (failure !== undefined && "pgCode" in failure) {
      return new ProviderRefusal(failure.pgCode || type, failure.pgMessage || message);
    }
  }
  return new ProviderRefusal(type, message);
};
