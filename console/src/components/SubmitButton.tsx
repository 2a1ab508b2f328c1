import type { ReactNode } from "react";
import type { ButtonSize } from "./Button";

/** A form's submit button. */
export interface SubmitButtonProps {
  readonly children: ReactNode;
  /** The form is being sent: the button waits, and says so to assistive technology. */
  readonly busy?: boolean;
  /** The form cannot be sent yet (an empty required value): drawn as the disabled Button. */
  readonly disabled?: boolean;
  /** The element saying why it is disabled (a field's hint), while it is. */
  readonly describedBy?: string;
  readonly fullWidth?: boolean;
  readonly size?: ButtonSize;
}

/**
 * A form's submit button with the Button element's look, disabled look included (that element
 * is always `type="button"`, and a form needs Enter to submit).
 */
export const SubmitButton = ({
  children,
  busy = false,
  disabled = false,
  describedBy,
  fullWidth = false,
  size = "md",
}: SubmitButtonProps) => {
  const off = busy || disabled;
  const className = [
    "btn",
    `btn--${size}`,
    "btn--fill",
    "btn--theme-primary",
    fullWidth && "btn--full-width",
    off && "btn--disabled",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button
      type="submit"
      className={className}
      disabled={off}
      aria-busy={busy || undefined}
      aria-describedby={off && describedBy ? describedBy : undefined}
    >
      {children}
    </button>
  );
};
