import { ErrorCode, isAppError } from "@orbis/core/errors";
import { useEffect, useRef, useState } from "react";
import { WrongLinkError } from "../../stores/AccountStore";

/** Where the check of an emailed link stands. */
export type LinkCheck<T> =
  | { readonly state: "checking" }
  | { readonly state: "ready"; readonly value: T }
  | { readonly state: "invalid" }
  | { readonly state: "wrongPurpose" }
  | { readonly state: "failed"; readonly error: unknown };

/**
 * Checks an emailed link once when the page opens. An unknown, expired or used link (404) and a
 * link meant for another page are told apart from a failure to reach the server.
 */
export const useLinkCheck = <T>(check: () => Promise<T>): LinkCheck<T> => {
  const [status, setStatus] = useState<LinkCheck<T>>({ state: "checking" });
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one check per page opening
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    check().then(
      (value) => setStatus({ state: "ready", value }),
      (error: unknown) =>
        setStatus(
          error instanceof WrongLinkError
            ? { state: "wrongPurpose" }
            : isAppError(error) &&
                (error.code === ErrorCode.notFound || error.code === ErrorCode.badRequest)
              ? { state: "invalid" }
              : { state: "failed", error },
        ),
    );
  }, []);
  return status;
};
