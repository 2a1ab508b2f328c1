import {
  OG_TITLE_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX_LENGTH,
  slugSchema,
  TOUR_DESCRIPTION_MAX_LENGTH,
  TOUR_TITLE_MAX_LENGTH,
} from "@orbis/core/contract";
import {
  checkTourDetails,
  type TourDetailsField,
  type TourDetailsForm,
  type TourDetailsProblems,
  tourDetailsChanges,
  tourDetailsFormOf,
} from "@orbis/core/tours";
import { observer } from "mobx-react-lite";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../api/errorText";
import { Field } from "../../components/Field";
import { FilePicker } from "../../components/FilePicker";
import { SubmitButton } from "../../components/SubmitButton";
import { useStores } from "../../stores/StoreContext";
import { tourProblemText } from "../projects/tourProblemText";
import { useSiteOutlet } from "./SiteFrame";
import { SiteHeadGroup } from "./SiteHeadGroup";

const OG_TYPES = "image/jpeg,image/png,image/webp";

/**
 * `/site/:id/setting`: the site's address (moved at once), then its title, description and the
 * SEO, Open Graph (with the picture upload) and Google Analytics settings, checked by core's
 * tour-details rule before anything is sent and shown on the live page as soon as saved.
 */
export const SiteSettingsTab = observer(() => {
  const { t } = useTranslation();
  const store = useSiteOutlet();
  const { site, tour } = store;
  if (site === null || tour === null) return null;
  if (!site.canEdit) return <p className="project__note">{t("console:sites.settings.readOnly")}</p>;
  return (
    <div className="site-settings">
      <SlugForm key={site.slug} />
      <DetailsForm key={tour.id} />
    </div>
  );
});

const SlugForm = observer(() => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const store = useSiteOutlet();
  const [slug, setSlug] = useState(store.site?.slug ?? "");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = slug.trim();
    if (!slugSchema.safeParse(typed).success)
      return setProblem(t("console:sites.settings.slugFormat"));
    setProblem(null);
    if (typed === store.site?.slug) return;
    const site = await store.changeSlug(typed);
    if (site !== null)
      ui.snackbar.show(t("console:sites.settings.slugSaved", { url: site.url }), {
        severity: "success",
      });
  };

  return (
    <section aria-labelledby="site-slug-title">
      <h2 id="site-slug-title">{t("console:sites.settings.slugTitle")}</h2>
      <form className="form" noValidate onSubmit={submit}>
        <Field
          label={t("console:sites.settings.slugLabel")}
          hint={t("console:sites.settings.slugHint")}
          error={
            problem ??
            (store.slugRefusal === null
              ? null
              : errorText(t, store.slugRefusal, { serverWords: true }))
          }
        >
          {(control) => (
            <input
              {...control}
              value={slug}
              maxLength={64}
              autoCapitalize="off"
              spellCheck={false}
              onChange={(event) => setSlug(event.target.value)}
            />
          )}
        </Field>
        <div className="form__actions">
          <SubmitButton busy={store.saving}>{t("console:sites.settings.slugSave")}</SubmitButton>
        </div>
      </form>
    </section>
  );
});

const DetailsForm = observer(() => {
  const { t } = useTranslation();
  const { ui } = useStores();
  const store = useSiteOutlet();
  const site = store.site;
  const tour = store.tour;
  const [form, setForm] = useState<TourDetailsForm | null>(() => tour && tourDetailsFormOf(tour));
  const [problems, setProblems] = useState<TourDetailsProblems>({});
  useEffect(() => {
    if (form === null && tour !== null) setForm(tourDetailsFormOf(tour));
  }, [form, tour]);
  if (site === null || tour === null || form === null) return null;

  const change = (part: Partial<TourDetailsForm>) => setForm({ ...form, ...part });
  const k = (key: string, options?: Record<string, unknown>) =>
    t(`console:creator.details.${key}`, options);
  const limit = (max: number) => k("limitHint", { max });
  const text = (
    field: TourDetailsField,
    label: string,
    options: { hint?: string; max?: number; multiline?: boolean } = {},
  ) => (
    <Field label={label} hint={options.hint} error={tourProblemText(t, field, problems[field])}>
      {(control) => {
        const common = {
          ...control,
          value: form[field],
          maxLength: options.max,
          onChange: (event: { target: { value: string } }) =>
            change({ [field]: event.target.value }),
        };
        return options.multiline ? <textarea {...common} rows={3} /> : <input {...common} />;
      }}
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkTourDetails(form);
    if (!check.ok) return setProblems(check.problems);
    setProblems({});
    const update = tourDetailsChanges(tour, check.value);
    if (update === null) {
      ui.snackbar.show(t("console:sites.settings.nothingChanged"), { severity: "info" });
      return;
    }
    if (await store.saveDetails(update))
      ui.snackbar.show(t("console:sites.settings.saved"), { severity: "success" });
  };

  const upload = async (files: File[]) => {
    const file = files[0];
    if (file === undefined) return;
    const imageUrl = await store.uploadOgImage(file);
    if (imageUrl === null) return;
    // The server set it already; the form follows, so saving keeps it.
    change({ ogOn: true, ogImageUrl: imageUrl });
    ui.snackbar.show(t("console:sites.settings.ogUploaded"), { severity: "success" });
  };

  const busy = store.saving || store.uploading;
  const image = form.ogImageUrl.trim();
  return (
    <section aria-labelledby="site-details-title">
      <h2 id="site-details-title">{t("console:sites.settings.detailsTitle")}</h2>
      <p className="project__note">{t("console:sites.settings.liveNote")}</p>
      <form className="form" noValidate onSubmit={submit}>
        {text("title", k("name"), {
          hint: limit(TOUR_TITLE_MAX_LENGTH),
          max: TOUR_TITLE_MAX_LENGTH,
        })}
        {text("description", k("description"), {
          hint: k("descriptionHint", { max: TOUR_DESCRIPTION_MAX_LENGTH }),
          max: TOUR_DESCRIPTION_MAX_LENGTH,
          multiline: true,
        })}
        <SiteHeadGroup
          site={site}
          feature="seo"
          legend={k("seoGroup")}
          switchLabel={k("seo")}
          on={form.seoOn}
          onToggle={(on) => change({ seoOn: on })}
          disabled={busy}
        >
          {text("seoTitle", k("seoTitle"), {
            hint: limit(SEO_TITLE_MAX_LENGTH),
            max: SEO_TITLE_MAX_LENGTH,
          })}
          {text("seoDescription", k("seoDescription"), {
            hint: limit(SEO_DESCRIPTION_MAX_LENGTH),
            max: SEO_DESCRIPTION_MAX_LENGTH,
            multiline: true,
          })}
          {text("seoKeywords", k("seoKeywords"), {
            hint: k("seoKeywordsHint", { max: SEO_KEYWORDS_MAX }),
          })}
        </SiteHeadGroup>
        <SiteHeadGroup
          site={site}
          feature="og"
          legend={k("ogGroup")}
          switchLabel={k("og")}
          on={form.ogOn}
          onToggle={(on) => change({ ogOn: on })}
          disabled={busy}
        >
          {text("ogTitle", k("ogTitle"), {
            hint: limit(OG_TITLE_MAX_LENGTH),
            max: OG_TITLE_MAX_LENGTH,
          })}
          {text("ogDescription", k("ogDescription"), {
            hint: limit(SEO_DESCRIPTION_MAX_LENGTH),
            max: SEO_DESCRIPTION_MAX_LENGTH,
            multiline: true,
          })}
          <FilePicker
            label={
              store.uploading
                ? t("console:sites.settings.ogUploading")
                : t("console:sites.settings.ogUpload")
            }
            accept={OG_TYPES}
            disabled={busy || !site.allowed.og}
            hint={t("console:sites.settings.ogImageHint")}
            error={
              store.ogRefusal === null ? null : errorText(t, store.ogRefusal, { serverWords: true })
            }
            preview={
              image === "" ? (
                <span className="field__hint">{t("console:sites.settings.ogNoImage")}</span>
              ) : (
                <img
                  className="site-settings__og-preview"
                  src={image}
                  alt={t("console:sites.settings.ogPreviewAlt")}
                />
              )
            }
            onPick={(files) => void upload(files)}
          />
        </SiteHeadGroup>
        <SiteHeadGroup
          site={site}
          feature="ga"
          legend={k("gaGroup")}
          switchLabel={k("ga")}
          on={form.gaOn}
          onToggle={(on) => change({ gaOn: on })}
          disabled={busy}
        >
          {text("gaMeasurementId", k("gaId"), { hint: k("gaHint") })}
        </SiteHeadGroup>
        <div className="form__actions">
          <SubmitButton busy={store.saving}>{t("console:sites.settings.save")}</SubmitButton>
        </div>
      </form>
    </section>
  );
});
