import { observer } from "mobx-react-lite";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../components/Button";
import { useStores } from "../../stores/StoreContext";
import { StreetViewStore } from "../../stores/streetView/StreetViewStore";
import { PublishForm } from "./PublishForm";
import { PublishList } from "./PublishList";
import "./streetView.css";

/**
 * `/mypage/streetview` ("스트리트뷰 계정"): the Google account linked for Street View (or the
 * button that links one, or the plain word that this server has no Google client), the form that
 * publishes a scene, and the publishes with their states. Google sends the browser back here with
 * `?link=linked` or `?link=failed&reason=…`.
 */
export const StreetViewScreen = observer(() => {
  const { api, log } = useStores();
  const [store] = useState(
    () => new StreetViewStore({ api, log, goTo: (url) => window.location.assign(url) }),
  );
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const accountId = useId();
  const returned = params.get("link");

  useEffect(() => {
    void store.load();
  }, [store]);

  const link = store.link;
  return (
    <div className="street-view-page">
      <h1>{t("pages:streetview")}</h1>
      <p>{t("console:streetView.lead")}</p>
      {returned === "linked" && <p role="status">{t("console:streetView.account.linked")}</p>}
      {returned === "failed" && (
        <p role="alert">
          {t("console:streetView.account.linkFailed", { reason: params.get("reason") ?? "" })}
        </p>
      )}
      {store.state === "idle" || store.state === "loading" ? (
        <p role="status">{t("console:streetView.loading")}</p>
      ) : store.state === "failed" || link === null ? (
        <div role="alert">
          <p>{t("console:streetView.loadFailed")}</p>
          <Button onClick={() => void store.load()}>{t("console:streetView.retry")}</Button>
        </div>
      ) : !link.configured ? (
        <section className="street-view-section" aria-labelledby={accountId}>
          <h2 id={accountId}>{t("console:streetView.notConfigured.title")}</h2>
          <p>{t("console:streetView.notConfigured.text")}</p>
        </section>
      ) : (
        <>
          <section className="street-view-section" aria-labelledby={accountId}>
            <h2 id={accountId}>{t("console:streetView.account.title")}</h2>
            {link.linked ? (
              <>
                <p>
                  {t("console:streetView.account.linkedAs", {
                    account: link.accountEmail ?? link.accountName ?? "Google",
                  })}
                </p>
                <Button disabled={store.busy} onClick={() => void store.unlink()}>
                  {t("console:streetView.account.unlink")}
                </Button>
              </>
            ) : (
              <>
                <p>{t("console:streetView.account.unlinked")}</p>
                <Button disabled={store.busy} onClick={() => void store.startLink()}>
                  {t("console:streetView.account.link")}
                </Button>
              </>
            )}
            {!link.linked && store.problem !== null && <p role="alert">{store.problem}</p>}
          </section>
          {link.linked && <PublishForm store={store} />}
        </>
      )}
      {store.state === "ready" && <PublishList store={store} />}
    </div>
  );
});
