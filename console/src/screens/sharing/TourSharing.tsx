import type { TourListItem } from "@orbis/core/contract";
import { formatShareCode } from "@orbis/core/sharing";
import { observer } from "mobx-react-lite";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { Field } from "../../components/Field";
import { useStores } from "../../stores/StoreContext";
import type { SpaceTabStore } from "../../stores/sharing/SpaceTabStore";

/** Each tour of the project with a checkbox per share code: ticked, the code's holders see it. */
export const TourSharing = observer(({ space }: { readonly space: SpaceTabStore }) => {
  const { t } = useTranslation();
  const { tours } = useStores();
  return (
    <section className="sharing-section" aria-labelledby="space-tours-title">
      <h2 id="space-tours-title">{t("console:sharing.space.toursTitle")}</h2>
      <p className="project__note">{t("console:sharing.space.toursHint")}</p>
      {tours.state === "ready" && tours.items.length === 0 && (
        <p className="projects__empty">{t("console:sharing.space.noTours")}</p>
      )}
      <ul className="tour-shares">
        {tours.items.map((tour) => (
          <TourShareItem key={tour.id} tour={tour} space={space} />
        ))}
      </ul>
    </section>
  );
});

const TourShareItem = observer(
  ({ tour, space }: { readonly tour: TourListItem; readonly space: SpaceTabStore }) => {
    const { t } = useTranslation();
    const { codes, shares } = space;
    const refusal = shares.refusals.get(tour.id);
    // A tour unpublished after it was shared still shows its codes, so they can be unticked.
    const sharedIds = shares.codeIds.get(tour.id) ?? [];
    const open = tour.published || sharedIds.length > 0;
    return (
      <li className="tour-share">
        <fieldset className="tour-share__codes">
          <legend className="tour-share__title">{tour.title}</legend>
          {!tour.published && (
            <p className="tour-share__note">{t("console:sharing.space.notPublished")}</p>
          )}
          {open && codes.state === "ready" && codes.codes.length === 0 && (
            <p className="tour-share__note">{t("console:sharing.space.createCodeFirst")}</p>
          )}
          {open &&
            codes.codes.map((code) => (
              <Field
                key={code.codeId}
                layout="check"
                label={t("console:sharing.space.codeChoice", {
                  title: code.title,
                  code: formatShareCode(code.code),
                })}
              >
                {(control) => (
                  <input
                    {...control}
                    type="checkbox"
                    checked={shares.isShared(tour.id, code.codeId)}
                    disabled={
                      shares.isPending(tour.id, code.codeId) || !shares.codeIds.has(tour.id)
                    }
                    onChange={(event) =>
                      void space.setShared(tour.id, code.codeId, event.target.checked)
                    }
                  />
                )}
              </Field>
            ))}
          {refusal !== undefined && (
            <p className="tour-share__error" role="alert">
              {errorText(t, refusal)}
            </p>
          )}
        </fieldset>
      </li>
    );
  },
);
