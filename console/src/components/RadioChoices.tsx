import { Field } from "./Field";

/** One choice of a {@link RadioChoices} group. */
export interface RadioChoice<T extends string> {
  readonly value: T;
  readonly label: string;
}

/**
 * A group of radio buttons under its legend: one labelled button per choice, the chosen one
 * checked. Arrow keys move between them, as the browser does for radios of one name.
 */
export const RadioChoices = <T extends string>(props: {
  readonly legend: string;
  readonly name: string;
  readonly choices: readonly RadioChoice<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly className?: string;
}) => (
  <fieldset className={props.className}>
    <legend>{props.legend}</legend>
    {props.choices.map((choice) => (
      <Field key={choice.value} layout="check" label={choice.label}>
        {(control) => (
          <input
            {...control}
            type="radio"
            name={props.name}
            value={choice.value}
            checked={props.value === choice.value}
            onChange={() => props.onChange(choice.value)}
          />
        )}
      </Field>
    ))}
  </fieldset>
);
