import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { EDU_NAMESPACE } from "../../i18n/eduMessages";

/** Whether a screen's data is still on its way or failed to come: what {@link EduLoadProblem} says. */
export const isUnsettled = (state: string): state is "idle" | "loading" | "failed" =>
  state === "idle" || state === "loading" || state === "failed";

/** An education screen while its data loads, or why it did not, with a way to try again. */
export const EduLoadProblem = ({
  state,
  onRetry,
}: {
  readonly state: "idle" | "loading" | "failed";
  readonly onRetry: () => void;
}) => {
  const { t } = useTranslation(EDU_NAMESPACE);
  return state === "failed" ? (
    <div role="alert">
      <p>{t("edu:loadFailed")}</p>
      <Button onClick={onRetry}>{t("edu:retry")}</Button>
    </div>
  ) : (
    <p role="status">{t("edu:loading")}</p>
  );
};
