import { ErrorCode } from "@orbis/core/errors";
import { upgradePath } from "@orbis/core/payments";
import { observer } from "mobx-react-lite";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { saveBlob } from "../../components/saveFile";
import { ArtPackagesStore } from "../../stores/downloads/ArtPackagesStore";
import { useStores } from "../../stores/StoreContext";
import { ArtPackageCard } from "./ArtPackageCard";
import { DownloadTabs } from "./DownloadTabs";

/**
 * `/download/artpackage`: the art packages as cards with their size and item count. A plan
 * without art packages sees them locked and the way to the plan change; the server refuses
 * their download all the same (70002).
 */
export const ArtPackagesScreen = observer(() => {
  const { t } = useTranslation();
  const { api, log } = useStores();
  const [store] = useState(() => new ArtPackagesStore({ api, log, save: saveBlob }));

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <DownloadTabs>
      <p>{t("console:downloads.art.lead")}</p>
      {store.state === "idle" || store.state === "loading" ? (
        <p role="status">{t("console:downloads.art.loading")}</p>
      ) : store.state === "failed" ? (
        <div role="alert">
          <p>{t("console:downloads.art.loadFailed")}</p>
          <Button onClick={() => void store.load()}>{t("console:downloads.art.retry")}</Button>
        </div>
      ) : (
        <>
          {!store.allowed && (
            <div className="downloads-upgrade" role="status">
              <p>{t("console:downloads.art.upgradeLead")}</p>
              <Button href={upgradePath(ErrorCode.artPackageInaccessible)}>
                {t("console:downloads.art.upgrade")}
              </Button>
            </div>
          )}
          <ul className="art-packages">
            {store.packages.map((pack) => (
              <ArtPackageCard key={pack.id} pack={pack} store={store} />
            ))}
          </ul>
        </>
      )}
    </DownloadTabs>
  );
});
