import { useState } from "react";
import type { FieldControl } from "../../components/Field";

/**
 * A title input over a document field that must never be empty: while the field is cleared to
 * type a new name, the document keeps the last title and the field shows what is typed; leaving
 * the field empty puts the title back.
 */
export const TitleField = ({
  control,
  value,
  maxLength,
  onChange,
}: {
  /** What the field around it hands its control. */
  readonly control: FieldControl;
  readonly value: string;
  readonly maxLength: number;
  readonly onChange: (title: string) => void;
}) => {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      {...control}
      value={draft ?? value}
      maxLength={maxLength}
      aria-invalid={draft !== null}
      onChange={(e) => {
        const typed = e.target.value;
        if (typed.trim() === "") setDraft(typed);
        else {
          setDraft(null);
          onChange(typed);
        }
      }}
      onBlur={() => setDraft(null)}
    />
  );
};
