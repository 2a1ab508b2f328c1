import {
  AUTOROTATE_MAX_SPEED,
  OG_TITLE_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX_LENGTH,
  TOUR_DESCRIPTION_MAX_LENGTH,
  TOUR_TITLE_MAX_LENGTH,
} from "@orbis/core/contract";
import type { TourDetailsField, TourDetailsForm, TourDetailsProblems } from "@orbis/core/tours";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../components/Field";
import { tourProblemText } from "./tourProblemText";

/** What the fields edit: the form, a change to it, and the problems to show on them. */
interface FieldsProps {
  readonly form: TourDetailsForm;
  readonly change: (change: Partial<TourDetailsForm>) => void;
  readonly problems: TourDetailsProblems;
}

type Switch = "sceneList" | "geoMap" | "seoOn" | "ogOn" | "gaOn";

/** A text field of the form with its label, hint, limit and problem. */
const Text = ({
  form,
  change,
  problems,
  field,
  label,
  hint,
  max,
  multiline = false,
  inputMode,
}: FieldsProps & {
  readonly field: TourDetailsField;
  readonly label: string;
  readonly hint?: string;
  readonly max?: number;
  readonly multiline?: boolean;
  readonly inputMode?: "decimal";
}) => {
  const { t } = useTranslation();
  const common = {
    value: form[field],
    maxLength: max,
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  };
  return (
    <Field label={label} hint={hint} error={tourProblemText(t, field, problems[field])}>
      {(control) =>
        multiline ? (
          <textarea {...control} {...common} rows={3} />
        ) : (
          <input {...control} {...common} inputMode={inputMode} />
        )
      }
    </Field>
  );
};

/** A switch (checkbox) of the form. */
const Check = ({
  form,
  change,
  field,
  label,
}: Omit<FieldsProps, "problems"> & { readonly field: Switch; readonly label: string }) => (
  <Field layout="check" label={label}>
    {(control) => (
      <input
        {...control}
        type="checkbox"
        checked={form[field]}
        onChange={(event) => change({ [field]: event.target.checked })}
      />
    )}
  </Field>
);

/** A group of settings under its legend. */
const Group = ({ legend, children }: { readonly legend: string; readonly children: ReactNode }) => (
  <fieldset className="tour-details__group">
    <legend>{legend}</legend>
    {children}
  </fieldset>
);

/**
 * The fields of the "Tour details" dialog: title and description, what visitors see
 * (auto-rotation, scene list, map), and SEO, Open Graph and Google Analytics, each with its
 * switch and its fields while on. Limits come from the contract; problems show on their field.
 */
export const TourDetailsFields = (props: FieldsProps) => {
  const { t } = useTranslation();
  const { form } = props;
  const k = (key: string, options?: Record<string, unknown>) =>
    t(`console:creator.details.${key}`, options);
  const limit = (max: number) => k("limitHint", { max });
  return (
    <>
      <Text
        {...props}
        field="title"
        label={k("name")}
        hint={limit(TOUR_TITLE_MAX_LENGTH)}
        max={TOUR_TITLE_MAX_LENGTH}
      />
      <Text
        {...props}
        field="description"
        label={k("description")}
        hint={k("descriptionHint", { max: TOUR_DESCRIPTION_MAX_LENGTH })}
        max={TOUR_DESCRIPTION_MAX_LENGTH}
        multiline
      />
      <Group legend={k("viewing")}>
        <Text
          {...props}
          field="autorotate"
          label={k("autorotate")}
          hint={k("autorotateHint", { min: -AUTOROTATE_MAX_SPEED, max: AUTOROTATE_MAX_SPEED })}
          inputMode="decimal"
        />
        <Check {...props} field="sceneList" label={k("sceneList")} />
        <Check {...props} field="geoMap" label={k("geoMap")} />
      </Group>
      <p className="field__hint">{k("planNote")}</p>
      <Group legend={k("seoGroup")}>
        <Check {...props} field="seoOn" label={k("seo")} />
        {form.seoOn && (
          <>
            <Text
              {...props}
              field="seoTitle"
              label={k("seoTitle")}
              hint={limit(SEO_TITLE_MAX_LENGTH)}
              max={SEO_TITLE_MAX_LENGTH}
            />
            <Text
              {...props}
              field="seoDescription"
              label={k("seoDescription")}
              hint={limit(SEO_DESCRIPTION_MAX_LENGTH)}
              max={SEO_DESCRIPTION_MAX_LENGTH}
              multiline
            />
            <Text
              {...props}
              field="seoKeywords"
              label={k("seoKeywords")}
              hint={k("seoKeywordsHint", { max: SEO_KEYWORDS_MAX })}
            />
          </>
        )}
      </Group>
      <Group legend={k("ogGroup")}>
        <Check {...props} field="ogOn" label={k("og")} />
        {form.ogOn && (
          <>
            <Text
              {...props}
              field="ogTitle"
              label={k("ogTitle")}
              hint={limit(OG_TITLE_MAX_LENGTH)}
              max={OG_TITLE_MAX_LENGTH}
            />
            <Text
              {...props}
              field="ogDescription"
              label={k("ogDescription")}
              hint={limit(SEO_DESCRIPTION_MAX_LENGTH)}
              max={SEO_DESCRIPTION_MAX_LENGTH}
              multiline
            />
            <Text {...props} field="ogImageUrl" label={k("ogImageUrl")} />
          </>
        )}
      </Group>
      <Group legend={k("gaGroup")}>
        <Check {...props} field="gaOn" label={k("ga")} />
        {form.gaOn && (
          <Text {...props} field="gaMeasurementId" label={k("gaId")} hint={k("gaHint")} />
        )}
      </Group>
    </>
  );
};
