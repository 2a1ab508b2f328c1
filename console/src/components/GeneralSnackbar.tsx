import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../stores/StoreContext";
import { isMobileDevice } from "./device";
import { Icon } from "./Icon";
import "./Snackbar.css";

/**
 * The general snackbar (docs/product/screens.md): bottom-centre, one message at a time, each with its severity's
 * icon, gone after 3 s or on its close button. On mobile it takes focus away from whatever had it
 * when a message appears, which folds the on-screen keyboard away so the message is seen. A
 * message may carry an action (a button, reached by Tab like any other); while the pointer or the
 * focus is on the snackbar it stays, so the action can be reached in time.
 */
export const GeneralSnackbar = observer(() => {
  const { ui } = useStores();
  const { t } = useTranslation();
  const message = ui.snackbar.current;

  useEffect(() => {
    if (!message || !isMobileDevice()) return;
    const active = document.activeElement;
    if (active instanceof HTMLElement) active.blur();
  }, [message]);

  if (!message) return null;
  const urgent = message.severity === "error" || message.severity === "warning";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: an alert or status region (role below); the handlers only hold its timeout while it is pointed at or focused
    <div
      className={`snackbar snackbar--bottom-center snackbar--${message.severity}`}
      role={urgent ? "alert" : "status"}
      data-severity={message.severity}
      onMouseEnter={() => ui.snackbar.hold()}
      onMouseLeave={() => ui.snackbar.release()}
      onFocus={() => ui.snackbar.hold()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) ui.snackbar.release();
      }}
    >
      <Icon name={message.severity} />
      <span className="visually-hidden">{t(`console:snackbar.${message.severity}`)}: </span>
      <span className="snackbar__text">{message.text}</span>
      {message.action && (
        <button type="button" className="snackbar__action" onClick={() => ui.snackbar.act()}>
          {message.action.label}
        </button>
      )}
      {message.closable && (
        <button
          type="button"
          className="snackbar__close"
          aria-label={t("snackbar.close")}
          onClick={() => ui.snackbar.dismiss()}
        >
          <Icon name="close" size={20} />
        </button>
      )}
    </div>
  );
});
