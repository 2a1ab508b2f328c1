import { observer } from "mobx-react-lite";
import { type ReactNode, useId } from "react";
import "./Field.css";

/** What a field hands its control so the label, the hint and the error belong to it. */
export interface FieldControl {
  readonly id: string;
  readonly "aria-describedby"?: string;
  readonly "aria-invalid"?: true;
}

/** The note id of the field whose control has `id`: point a disabled button's description at it. */
export const fieldNoteId = (id: string): string => `${id}-note`;

/** The console's labelled input (text, select, textarea, checkbox) with its hint or error. */
export interface FieldProps {
  readonly label: ReactNode;
  /** Said under the control while there is no error. */
  readonly hint?: ReactNode;
  /** What is wrong with the value: replaces the hint and marks the control invalid. */
  readonly error?: string | null | undefined;
  /**
   * `stack` (default): label over a full-width control. `row`: label beside the control, for
   * filter bars and one-line forms. `check`: a checkbox or radio before its label.
   */
  readonly layout?: "stack" | "row" | "check";
  readonly className?: string;
  /** The control's id, when something else must point at the field (its note is `<id>-note`). */
  readonly id?: string;
  /** Draws the control with the ids and states it is given. */
  readonly children: (control: FieldControl) => ReactNode;
}

/**
 * One labelled input, laid out and styled the same on every screen: the label names the control
 * (`htmlFor`), the hint or the error describes it (`aria-describedby`), and an error marks it
 * invalid. The error is plain text under the control, read out when the control is focused.
 * An observer: the control is drawn in the field's render, so the store values it reads must be
 * tracked there, not in the screen's.
 */
export const Field = observer(function Field({
  label,
  hint,
  error,
  layout = "stack",
  className,
  id: givenId,
  children,
}: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const noteId = fieldNoteId(id);
  const note = error ? error : hint;
  const control: FieldControl = {
    id,
    ...(note ? { "aria-describedby": noteId } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
  };
  const classes = ["field", `field--${layout}`, error && "field--invalid", className]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes}>
      {layout === "check" && children(control)}
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {layout !== "check" && children(control)}
      {note && (
        <small id={noteId} className={error ? "field__error" : "field__hint"}>
          {note}
        </small>
      )}
    </div>
  );
});
