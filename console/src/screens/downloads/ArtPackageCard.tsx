import type { ArtPackage } from "@orbis/core/contract";
import { storageSizeParts } from "@orbis/core/format";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import type { ArtPackagesStore } from "../../stores/downloads/ArtPackagesStore";
import { useStores } from "../../stores/StoreContext";

/** A text of the interface's language, Korean when it has none (as everywhere). */
const inLanguage = (text: ArtPackage["names"], language: string): string =>
  (text as Record<string, string>)[language] ?? text.ko;

/** One package: its kind, name, what it holds, its size, and Download, or a lock. */
export const ArtPackageCard = observer(
  ({ pack, store }: { readonly pack: ArtPackage; readonly store: ArtPackagesStore }) => {
    const { t } = useTranslation();
    const { ui } = useStores();
    const titleId = useId();
    const name = inLanguage(pack.names, ui.language);
    const size = storageSizeParts(pack.bytes);

    const download = async () => {
      if (await store.download(pack))
        ui.snackbar.show(t("console:downloads.art.saved", { file: pack.fileName }), {
          severity: "success",
        });
    };

    return (
      <li className="art-package" aria-labelledby={titleId} data-package-id={pack.id}>
        <span className="art-package__kind">
          {t(
            pack.kind === "models"
              ? "console:downloads.art.kindModels"
              : "console:downloads.art.kindMarkerIcons",
          )}
        </span>
        <h2 id={titleId}>{name}</h2>
        <p>{inLanguage(pack.descriptions, ui.language)}</p>
        <span className="art-package__meta">
          <span>{t("console:downloads.art.items", { count: pack.itemCount })}</span>
          <span>{t("console:downloads.art.size", { size: `${size.value} ${size.unit}` })}</span>
        </span>
        {pack.allowed ? (
          <Button
            size="sm"
            label={t("console:downloads.art.downloadLabel", { name })}
            disabled={store.downloading !== null}
            onClick={() => void download()}
          >
            {store.downloading === pack.id
              ? t("console:downloads.art.downloading")
              : t("console:downloads.art.download")}
          </Button>
        ) : (
          <span
            className="art-package__lock"
            role="img"
            aria-label={t("console:downloads.art.lockedLabel", { name })}
          >
            🔒 {t("console:downloads.art.locked")}
          </span>
        )}
      </li>
    );
  },
);
