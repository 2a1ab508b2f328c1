import { observer } from "mobx-react-lite";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/Button";
import { UsageStore } from "../../../stores/commerce/UsageStore";
import { useStores } from "../../../stores/StoreContext";
import { StorageOptions } from "./StorageOptions";
import { UsageMeterRow } from "./UsageMeterRow";
import "./usage.css";

/** Where the usage screen's upgrade leads: the plan change. */
const UPGRADE_PATH = "/payment";

/**
 * `/mypage/usage` ("사용량 관리"): storage (contents and hosting), projects, each project's tours
 * against the per-project limit and the published URLs, each with its bar and the 95 % warning;
 * "unlimited" where the plan sets no limit. When anything is at or over 95 % the screen offers
 * the upgrade. One call, `GET /account/usage`; the store is the screen's own.
 */
export const UsageScreen = observer(() => {
  const { api, log } = useStores();
  const [store] = useState(() => new UsageStore({ api, log }));
  const { t, ready } = useTranslation("commerce", { useSuspense: false });
  const storageId = useId();
  const countsId = useId();
  const toursId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);
  // Bought storage counts at once: the figures are read again.
  const reload = useCallback(() => void store.load(), [store]);

  const meters = store.meters;
  return (
    <div className="usage-page">
      <h1>{t("pages:usage")}</h1>
      {!ready || store.state === "idle" || store.state === "loading" ? (
        <p role="status">{ready ? t("common.loading") : null}</p>
      ) : store.state === "failed" || meters === null || store.usage === null ? (
        <div role="alert">
          <p>{t("common.loadFailed")}</p>
          <Button onClick={() => void store.load()}>{t("common.retry")}</Button>
        </div>
      ) : (
        <>
          <p>{t("usage.lead")}</p>
          {store.needsUpgrade && (
            <div className="usage-upgrade" role="status">
              <p>{t("usage.upgradeLead")}</p>
              <Button href={UPGRADE_PATH}>{t("usage.upgrade")}</Button>
            </div>
          )}
          <section className="usage-section" aria-labelledby={storageId}>
            <h2 id={storageId}>{t("usage.storageTitle")}</h2>
            <UsageMeterRow label={t("usage.contentsStorage")} meter={meters.storage} />
            <UsageMeterRow label={t("usage.hostingStorage")} meter={meters.hostingStorage} />
          </section>
          <section className="usage-section" aria-labelledby={countsId}>
            <h2 id={countsId}>{t("usage.countsTitle")}</h2>
            <UsageMeterRow label={t("usage.projects")} meter={meters.projects} />
            <UsageMeterRow label={t("usage.publishedUrls")} meter={meters.publishedUrls} />
          </section>
          <section className="usage-section" aria-labelledby={toursId}>
            <h2 id={toursId}>{t("usage.toursTitle")}</h2>
            {meters.toursPerProject.length === 0 ? (
              <p>
                {store.usage.tourCountPerProject === null
                  ? t("usage.noProjectsUnlimited")
                  : t("usage.noProjects", { limit: store.usage.tourCountPerProject })}
              </p>
            ) : (
              meters.toursPerProject.map((project) => (
                <UsageMeterRow
                  key={project.projectId}
                  label={t("usage.toursOf", { name: project.name })}
                  meter={project.meter}
                />
              ))
            )}
          </section>
        </>
      )}
      {/* Outside the figures: their reload after a purchase must not lose its outcome. */}
      {ready && <StorageOptions onBought={reload} />}
    </div>
  );
});
