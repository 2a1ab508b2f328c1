import type { ReactNode } from "react";

/**
 * A form's submit button with the Button element's look (that element is always `type="button"`,
 * and a form needs Enter to submit).
 */
export const SubmitButton = ({ busy, children }: { busy: boolean; children: ReactNode }) => (
  <button
    type="submit"
    className="btn btn--md btn--fill btn--theme-primary btn--full-width"
    disabled={busy}
    aria-busy={busy}
  >
    {children}
  </button>
);
