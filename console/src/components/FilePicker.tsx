import { type ReactNode, useId } from "react";
import type { ButtonSize, ButtonVariant } from "./Button";
import { fieldNoteId } from "./Field";
import "./Field.css";
import "./FilePicker.css";

/** A file picker drawn as a button, with what it shows now and its hint or error. */
export interface FilePickerProps {
  /** The button's words: also the input's name for assistive technology. */
  readonly label: string;
  /** File types the system dialog offers, as the input's `accept`. */
  readonly accept: string;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** What the picked file will replace or join (an image's preview, a placeholder). */
  readonly preview?: ReactNode;
  readonly hint?: ReactNode;
  readonly error?: string | null | undefined;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
  /** The files picked; the same file may be picked again afterwards. */
  readonly onPick: (files: File[]) => void;
}

/**
 * The console's file picker: the system's file input, hidden from sight only (it keeps the tab
 * order, and its focus outlines the button), under a label that looks like the Button element.
 */
export const FilePicker = ({
  label,
  accept,
  multiple = false,
  disabled = false,
  preview,
  hint,
  error,
  variant = "outline",
  size = "sm",
  className,
  onPick,
}: FilePickerProps) => {
  const id = useId();
  const noteId = fieldNoteId(id);
  const note = error ? error : hint;
  const button = [
    "btn",
    `btn--${size}`,
    `btn--${variant}`,
    "btn--theme-primary",
    disabled && "btn--disabled",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={["file-picker", className].filter(Boolean).join(" ")}>
      {preview}
      <div className="file-picker__actions">
        <input
          id={id}
          className="file-picker__input"
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) onPick(files);
          }}
        />
        <label htmlFor={id} className={button}>
          {label}
        </label>
        {/* A refusal comes after the pick, away from where the eyes are: it is announced. */}
        {note && (
          <small
            id={noteId}
            className={error ? "field__error" : "field__hint"}
            role={error ? "alert" : undefined}
          >
            {note}
          </small>
        )}
      </div>
    </div>
  );
};
