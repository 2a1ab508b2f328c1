import { isAppError } from "@orbis/core/errors";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * The message of a failed call in the interface language: the catalogue's text for its code
 * (wrong password, restricted account, too many tries…), else the generic one.
 */
export const useErrorText = (): ((error: unknown) => string) => {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) =>
      isAppError(error)
        ? t(`errors:${error.entry.key}`, { defaultValue: error.message })
        : t("errors:internal"),
    [t],
  );
};
