import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/Button";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";

/** The value of the "All" choice of the category select. */
const ALL = "";

/**
 * The model catalogue of the model tool: a category select ("All" first), the models shown so
 * far as buttons that place one at the chosen spot, how many of how many, a "More models" button
 * while pages remain, and a retry where a page failed.
 */
export const ModelCatalogueList = observer(({ ready }: { readonly ready: boolean }) => {
  const { t } = useTranslation();
  const { editor, ui } = useStores();
  const assets = editor.assets;
  const catalogue = assets.catalogue;

  useEffect(() => {
    void catalogue.open(ui.language);
  }, [catalogue, ui.language]);

  const place = async (item: (typeof catalogue.items)[number]) => {
    if (await assets.addCatalogueModel(item))
      ui.snackbar.show(t("console:editor.models.placed"), { severity: "success" });
  };
  const loading = catalogue.state === "loading";
  const failed = catalogue.state === "failed";
  const retry = (
    <div role="alert" className="catalogue-problem">
      <span>{t("console:editor.models.failed")}</span>
      <Button size="sm" variant="outline" onClick={() => void catalogue.retry()}>
        {t("console:editor.models.retry")}
      </Button>
    </div>
  );

  return (
    <>
      {catalogue.categories.length > 0 && (
        <Field label={t("console:editor.models.category")}>
          {(control) => (
            <select
              {...control}
              value={catalogue.categoryId ?? ALL}
              onChange={(e) =>
                void catalogue.choose(e.target.value === ALL ? null : e.target.value)
              }
            >
              <option value={ALL}>{t("console:editor.models.allCategories")}</option>
              {catalogue.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {failed && !catalogue.failedOnMore && retry}
      {catalogue.items.length > 0 && (
        <ul className="catalogue-grid" aria-label={t("console:editor.models.catalogue")}>
          {catalogue.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="catalogue-item"
                disabled={!ready}
                onClick={() => void place(item)}
              >
                {item.thumbnailUrl && <img src={item.thumbnailUrl} alt="" width={64} height={64} />}
                <span>{item.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {catalogue.state === "ready" && catalogue.total === 0 && (
        <p className="field-help">
          {catalogue.categoryId === null
            ? t("console:editor.models.noCatalogue")
            : t("console:editor.models.emptyCategory")}
        </p>
      )}
      {catalogue.total > 0 && (
        <p className="field-help">
          {t("console:editor.models.shown", {
            shown: catalogue.items.length,
            total: catalogue.total,
          })}
        </p>
      )}
      {loading && (
        <p role="status" className="field-help">
          {t("console:editor.models.loading")}
        </p>
      )}
      {failed && catalogue.failedOnMore && retry}
      {catalogue.hasMore && !loading && !failed && (
        <Button size="sm" variant="outline" onClick={() => void catalogue.more()}>
          {t("console:editor.models.more")}
        </Button>
      )}
    </>
  );
});
