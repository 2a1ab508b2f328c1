import { observer } from "mobx-react-lite";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CodeResendOutcome, PendingCode } from "../../stores/auth/PendingCode";
import { useAction } from "./useAction";

/** Re-reads the clock every second, so a countdown moves. */
const useEverySecond = (): void => {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
};

/**
 * "Resend code" under a code form: a fresh code for the same request, offered once the wait
 * between mails is over (the seconds left are said), with the server's refusals in words:
 * asked too often (wait this long) or no more codes for this request (start again).
 */
export const ResendCode = observer(
  (props: {
    readonly pending: PendingCode;
    readonly disabled: boolean;
    readonly onRestart: (() => void) | undefined;
  }) => {
    const { t } = useTranslation();
    const { pending, onRestart } = props;
    const [outcome, setOutcome] = useState<CodeResendOutcome | null>(null);
    const { busy, error, run } = useAction();
    const waitId = useId();
    useEverySecond();
    const seconds = pending.waitSeconds();

    if (pending.exhausted) {
      return (
        <div className="auth-resend">
          <p role="alert">{t("console:auth.code.exhausted")}</p>
          {onRestart && (
            <button
              type="button"
              className="btn btn--sm btn--outline btn--theme-primary"
              onClick={onRestart}
            >
              {t("console:auth.code.restart")}
            </button>
          )}
        </div>
      );
    }
    return (
      <div className="auth-resend">
        {outcome === "sent" && (
          <p role="status">{t("console:auth.code.resent", { email: pending.email })}</p>
        )}
        {outcome === "wait" && seconds > 0 && (
          <p role="alert">{t("console:auth.code.tooOften", { seconds })}</p>
        )}
        {error !== null && <p role="alert">{error}</p>}
        <button
          type="button"
          className="btn btn--sm btn--text btn--theme-gray"
          disabled={props.disabled || busy || seconds > 0}
          aria-describedby={seconds > 0 ? waitId : undefined}
          onClick={() =>
            void run(async () => {
              setOutcome(await pending.resend());
            })
          }
        >
          {t("console:auth.code.resend")}
        </button>
        {seconds > 0 && (
          <span id={waitId} className="auth-resend__wait">
            {t("console:auth.code.waitHint", { seconds })}
          </span>
        )}
      </div>
    );
  },
);
