import type { Language, TermsItem } from "@orbis/core/contract";
import { GLOBAL_SNACKBAR } from "@orbis/core/device";
import { observable, runInAction } from "mobx";
import { SnackbarQueue } from "../SnackbarQueue";
import type { CardFormStoreDeps } from "./CardPaymentFormStore";

/** A term as the terms service lists it. */
export const term = (id: string, isOptional: boolean): TermsItem => ({
  id,
  title: `Term ${id}`,
  content: `The text of ${id}`,
  href: null,
  isOptional,
});

/** Store deps with a real snackbar queue and a language the test can change. */
export const cardFormDeps = (
  language: Language = "en",
): CardFormStoreDeps & {
  readonly snackbar: SnackbarQueue;
  readonly setLanguage: (l: Language) => void;
} => {
  const current = observable.box<Language>(language);
  return {
    snackbar: new SnackbarQueue(GLOBAL_SNACKBAR.timeoutMs),
    language: () => current.get(),
    setLanguage: (next) => runInAction(() => current.set(next)),
  };
};
