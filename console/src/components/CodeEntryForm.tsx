import { type FormEvent, useId, useState } from "react";
import { CodeInput } from "./CodeInput";
import { Field, fieldNoteId } from "./Field";
import { SubmitButton } from "./SubmitButton";

/**
 * What a sent code came to: taken (the field empties), refused with the words to show under the
 * field, or nothing to say (a send already under way).
 */
export type CodeEntryResult =
  | { readonly kind: "taken" }
  | { readonly kind: "refused"; readonly message: string }
  | { readonly kind: "ignored" };

/** The texts and the sending of one code entry form. */
export interface CodeEntryFormProps {
  readonly title: string;
  readonly label: string;
  readonly hint: string;
  /** The input's name, for autofill and for tests to find it. */
  readonly name: string;
  readonly submitLabel: string;
  /** The submit button's words while a code is being sent. */
  readonly busyLabel: string;
  readonly busy: boolean;
  readonly sectionClassName: string;
  readonly formClassName: string;
  /** Sends a code that is not blank; says what came of it. */
  readonly send: (code: string) => Promise<CodeEntryResult>;
}

/**
 * A titled form with one code field typed as it was given (a coupon, a share code): a blank code
 * is not sent, a refusal shows under the field until the code is typed again, and a taken code
 * empties the field (the caller says what it gave).
 */
export const CodeEntryForm = (props: CodeEntryFormProps) => {
  const titleId = useId();
  const fieldId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const blank = code.trim() === "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || props.busy) return;
    const result = await props.send(code);
    if (result.kind === "refused") setError(result.message);
    if (result.kind === "taken") setCode("");
  };

  return (
    <section className={props.sectionClassName} aria-labelledby={titleId}>
      <h2 id={titleId}>{props.title}</h2>
      <form className={props.formClassName} onSubmit={(e) => void submit(e)} noValidate>
        <Field id={fieldId} label={props.label} hint={props.hint} error={error}>
          {(control) => (
            <CodeInput
              control={control}
              name={props.name}
              value={code}
              onType={(typed) => {
                setCode(typed);
                setError(null);
              }}
            />
          )}
        </Field>
        <SubmitButton busy={props.busy} disabled={blank} describedBy={fieldNoteId(fieldId)}>
          {props.busy ? props.busyLabel : props.submitLabel}
        </SubmitButton>
      </form>
    </section>
  );
};
