import { AppError, ErrorCode } from "@orbis/core/errors";
import { OrderRefusal } from "@orbis/core/payments";
import { ProviderRefusal } from "./providers/paymentProvider";

/** A provider's refusal as the buyer reads it: expired cards and declines have their own codes. */
export const providerRefusalError = (refusal: ProviderRefusal): AppError => {
  if (refusal.code === "CARD_EXPIRED")
    return new AppError(ErrorCode.cardExpired, { message: refusal.message });
  if (refusal.code.startsWith("CARD") || refusal.code === "INVALID_CARD")
    return new AppError(ErrorCode.cardDeclined, { message: refusal.message });
  return new AppError(ErrorCode.paymentProviderError, { message: refusal.message });
};

/** Runs provider or pricing work, turning their refusals into catalogue errors. */
export const asCatalogueError = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderRefusal) throw providerRefusalError(error);
    if (error instanceof OrderRefusal)
      throw new AppError(ErrorCode.orderRefused, { message: error.message });
    throw error;
  }
};
