import type { AdminFieldProblem } from "@orbis/core/admin";
import type { TranslateFunction } from "react-admin";

/**
 * The words a form shows beside a field the server refused, in the admin's language: react-
 * admin's own for an empty or too long text (the same its validators show when they catch it
 * first), the admin's for the rest.
 */
export const adminFieldText =
  (translate: TranslateFunction) =>
  (problem: AdminFieldProblem): string => {
    switch (problem.kind) {
      case "required":
        return translate("ra.validation.required");
      case "tooLong":
        return translate("ra.validation.maxLength", { max: problem.max });
      default:
        return translate(`orbis.fieldProblems.${problem.kind}`);
    }
  };
