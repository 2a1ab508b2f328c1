import type { TourDetailsField, TourDetailsProblem } from "@orbis/core/tours";
import type { TFunction } from "i18next";

/** Fields whose format has words of its own (what the format is), not the general "not in format". */
const FORMAT_KEYS: Partial<Record<TourDetailsField, string>> = {
  autorotate: "console:creator.problem.autorotateFormat",
  ogImageUrl: "console:creator.problem.ogImageUrlFormat",
  gaMeasurementId: "console:creator.problem.gaMeasurementIdFormat",
};

/** What a field of the tour's details says about its problem, in the interface's language. */
export const tourProblemText = (
  t: TFunction,
  field: TourDetailsField,
  problem: TourDetailsProblem | undefined | null,
): string | null => {
  if (!problem) return null;
  switch (problem.kind) {
    case "required":
    case "character":
      return t(`console:creator.problem.${problem.kind}`);
    case "tooLong":
    case "tooMany":
      return t(`console:creator.problem.${problem.kind}`, { max: problem.max });
    case "range":
      return t("console:creator.problem.range", { min: problem.min, max: problem.max });
    case "format":
      return t(FORMAT_KEYS[field] ?? "console:creator.problem.format");
  }
};
