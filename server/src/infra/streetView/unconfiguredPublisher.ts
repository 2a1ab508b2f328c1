import { AppError, ErrorCode } from "@orbis/core/errors";
import type { StreetViewPublisher } from "./streetViewPublisher";

const refuse = (): never => {
  throw new AppError(ErrorCode.streetViewNotConfigured);
};

/** The embedded default without a Google client: every call is refused with 60020. */
export const unconfiguredPublisher: StreetViewPublisher = {
  configured: false,
  authorizationUrl: refuse,
  exchangeCode: async () => refuse(),
  publish: async () => refuse(),
  photo: async () => refuse(),
};
