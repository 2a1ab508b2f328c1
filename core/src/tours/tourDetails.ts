import { linkSchema } from "../contract/entities/common";
import { unstorableTextReason } from "../contract/entities/storableText";
import {
  TOUR_DESCRIPTION_MAX_LENGTH,
  TOUR_TITLE_MAX_LENGTH,
  type Tour,
  type TourUpdate,
} from "../contract/entities/tour";
import {
  AUTOROTATE_MAX_SPEED,
  OG_TITLE_MAX_LENGTH,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_KEYWORD_MAX_LENGTH,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX_LENGTH,
  type TourSettings,
} from "../contract/entities/tourSettings";

/**
 * The "Tour details" form as the creator types it: texts as typed, switches as set. SEO, Open
 * Graph and Google Analytics each have a switch; their fields count only while it is on.
 */
export interface TourDetailsForm {
  readonly title: string;
  readonly description: string;
  /** Degrees per second as typed in a number field; empty is 0 (off). */
  readonly autorotate: string;
  readonly sceneList: boolean;
  readonly geoMap: boolean;
  readonly seoOn: boolean;
  readonly seoTitle: string;
  readonly seoDescription: string;
  /** Keywords separated by commas. */
  readonly seoKeywords: string;
  readonly ogOn: boolean;
  readonly ogTitle: string;
  readonly ogDescription: string;
  /** An http(s) address or a root-relative path; empty for none. */
  readonly ogImageUrl: string;
  readonly gaOn: boolean;
  readonly gaMeasurementId: string;
}

/** A text field of the form, where a problem is shown. */
export type TourDetailsField = {
  [K in keyof TourDetailsForm]: TourDetailsForm[K] extends string ? K : never;
}[keyof TourDetailsForm];

/** What is wrong with a field: each names the limit the screen says. */
export type TourDetailsProblem =
  | { readonly kind: "required" }
  | { readonly kind: "tooLong"; readonly max: number }
  | { readonly kind: "tooMany"; readonly max: number }
  | { readonly kind: "range"; readonly min: number; readonly max: number }
  /** Not in the field's format (a GA id, an address, a number). */
  | { readonly kind: "format" }
  /** A character no database can keep (NUL, a lone surrogate). */
  | { readonly kind: "character" };

/** The problems of a form, one per field at most. */
export type TourDetailsProblems = Partial<Record<TourDetailsField, TourDetailsProblem>>;

/** The tour's own fields as the form's check hands them on. */
export interface TourDetails {
  readonly title: string;
  readonly description: string;
  readonly settings: TourSettings;
}

/** The outcome of checking the form: the details to save, or the problems per field. */
export type TourDetailsCheck =
  | { readonly ok: true; readonly value: TourDetails }
  | { readonly ok: false; readonly problems: TourDetailsProblems };

const GA_ID = /^G-[A-Z0-9]{4,20}$/;

/** The form filled with a tour's details, as the dialog opens. */
export const tourDetailsFormOf = (tour: Pick<Tour, "title" | "description" | "settings">) => {
  const { seo, og, ga, autorotate, sceneList, geoMap } = tour.settings;
  return {
    title: tour.title,
    description: tour.description,
    autorotate: String(autorotate),
    sceneList,
    geoMap,
    seoOn: seo !== null,
    seoTitle: seo?.title ?? "",
    seoDescription: seo?.description ?? "",
    seoKeywords: seo?.keywords.join(", ") ?? "",
    ogOn: og !== null,
    ogTitle: og?.title ?? "",
    ogDescription: og?.description ?? "",
    ogImageUrl: og?.imageUrl ?? "",
    gaOn: ga !== null,
    gaMeasurementId: ga?.measurementId ?? "",
  } satisfies TourDetailsForm;
};

/** Why a free text cannot be kept: a character, or more than `max` characters. */
const textProblem = (text: string, max: number): TourDetailsProblem | null => {
  if (unstorableTextReason(text) !== null) return { kind: "character" };
  return text.length > max ? { kind: "tooLong", max } : null;
};

/**
 * Why a tour title cannot be saved, or null: blank, longer than {@link TOUR_TITLE_MAX_LENGTH}
 * once trimmed, or holding a character no database keeps. The rename dialog's check too.
 */
export const tourTitleProblem = (title: string): TourDetailsProblem | null => {
  const trimmed = title.trim();
  if (trimmed === "") return { kind: "required" };
  return textProblem(trimmed, TOUR_TITLE_MAX_LENGTH);
};

/** The keywords of the comma-separated field: trimmed, blanks dropped. */
export const keywordsOf = (text: string): string[] =>
  text
    .split(",")
    .map((k) => k.trim())
    .filter((k) => k !== "");

const keywordsProblem = (keywords: readonly string[]): TourDetailsProblem | null => {
  if (keywords.length > SEO_KEYWORDS_MAX) return { kind: "tooMany", max: SEO_KEYWORDS_MAX };
  for (const keyword of keywords) {
    const problem = textProblem(keyword, SEO_KEYWORD_MAX_LENGTH);
    if (problem !== null) return problem;
  }
  return null;
};

const autorotateOf = (text: string): number | TourDetailsProblem => {
  const typed = text.trim();
  if (typed === "") return 0;
  const speed = Number(typed);
  if (!Number.isFinite(speed)) return { kind: "format" };
  if (Math.abs(speed) > AUTOROTATE_MAX_SPEED)
    return { kind: "range", min: -AUTOROTATE_MAX_SPEED, max: AUTOROTATE_MAX_SPEED };
  return speed;
};

/**
 * Checks the "Tour details" form against the limits of `PUT /tours/{id}` (the contract's own
 * constants) and hands back what to save: the title trimmed, keywords split at commas, a GA id
 * in capitals, an empty Open Graph image as none, empty auto-rotation as off. Problems come one
 * per field, each saying which limit, for the screen to show on the field.
 */
export const checkTourDetails = (form: TourDetailsForm): TourDetailsCheck => {
  const problems: TourDetailsProblems = {};
  const note = (field: TourDetailsField, problem: TourDetailsProblem | null) => {
    if (problem !== null) problems[field] = problem;
  };
  note("title", tourTitleProblem(form.title));
  note("description", textProblem(form.description, TOUR_DESCRIPTION_MAX_LENGTH));
  const autorotate = autorotateOf(form.autorotate);
  if (typeof autorotate !== "number") note("autorotate", autorotate);

  const keywords = keywordsOf(form.seoKeywords);
  if (form.seoOn) {
    note("seoTitle", textProblem(form.seoTitle.trim(), SEO_TITLE_MAX_LENGTH));
    note("seoDescription", textProblem(form.seoDescription, SEO_DESCRIPTION_MAX_LENGTH));
    note("seoKeywords", keywordsProblem(keywords));
  }
  const imageUrl = form.ogImageUrl.trim();
  if (form.ogOn) {
    note("ogTitle", textProblem(form.ogTitle.trim(), OG_TITLE_MAX_LENGTH));
    note("ogDescription", textProblem(form.ogDescription, SEO_DESCRIPTION_MAX_LENGTH));
    if (imageUrl !== "" && !linkSchema.safeParse(imageUrl).success)
      note("ogImageUrl", { kind: "format" });
  }
  const measurementId = form.gaMeasurementId.trim().toUpperCase();
  if (form.gaOn) {
    if (measurementId === "") note("gaMeasurementId", { kind: "required" });
    else if (!GA_ID.test(measurementId)) note("gaMeasurementId", { kind: "format" });
  }
  if (Object.keys(problems).length > 0 || typeof autorotate !== "number")
    return { ok: false, problems };

  return {
    ok: true,
    value: {
      title: form.title.trim(),
      description: form.description,
      settings: {
        seo: form.seoOn
          ? { title: form.seoTitle.trim(), description: form.seoDescription, keywords }
          : null,
        og: form.ogOn
          ? {
              title: form.ogTitle.trim(),
              description: form.ogDescription,
              imageUrl: imageUrl === "" ? null : imageUrl,
            }
          : null,
        ga: form.gaOn ? { measurementId } : null,
        autorotate,
        sceneList: form.sceneList,
        geoMap: form.geoMap,
      },
    },
  };
};

/** Two values of plain data (settings) alike, key order aside. */
const alike = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) =>
    alike((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
};

/**
 * The body of `PUT /tours/{id}` for checked details: only the parts that differ from the tour,
 * or null when nothing changed. Settings go whole or not at all: a creator renaming a tour whose
 * owner's plan lost SEO is not refused for the SEO tags already there.
 */
export const tourDetailsChanges = (
  tour: Pick<Tour, "title" | "description" | "settings">,
  details: TourDetails,
): TourUpdate | null => {
  const update = {
    ...(details.title === tour.title ? {} : { title: details.title }),
    ...(details.description === tour.description ? {} : { description: details.description }),
    ...(alike(details.settings, tour.settings) ? {} : { settings: details.settings }),
  };
  return Object.keys(update).length === 0 ? null : update;
};
