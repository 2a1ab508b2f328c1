import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";

/**
 * The message of a failed call in the interface language: the catalogue's text for its code
 * (wrong password, restricted account, too many tries…), else the generic one.
 */
export const useErrorText = (): ((error: unknown) => string) => {
  const { t } = useTranslation();
  return useCallback((error: unknown) => errorText(t, error), [t]);
};
