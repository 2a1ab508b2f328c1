import { useEffect, useState } from "react";
import { Field } from "./Field";

/** Typing pauses this long before a search goes to the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's search box: what is typed goes to `onSearch` once typing pauses, so a list is not
 * fetched on every key. `applied` is the search the list shows now.
 */
export const SearchField = ({
  label,
  applied,
  onSearch,
}: {
  readonly label: string;
  readonly applied: string;
  readonly onSearch: (search: string) => void;
}) => {
  const [search, setSearch] = useState(applied);
  useEffect(() => {
    if (search === applied) return;
    const timer = setTimeout(() => onSearch(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [applied, onSearch, search]);
  return (
    <Field layout="row" label={label}>
      {(control) => (
        <input
          {...control}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
    </Field>
  );
};

/** A list's sort or filter choice: a labelled select of `[value, shown text]` pairs. */
export const ChoiceField = <Value extends string>({
  label,
  value,
  choices,
  onChoose,
}: {
  readonly label: string;
  readonly value: Value;
  readonly choices: readonly (readonly [Value, string])[];
  readonly onChoose: (value: Value) => void;
}) => (
  <Field layout="row" label={label}>
    {(control) => (
      <select
        {...control}
        value={value}
        onChange={(event) => {
          // The options are `choices`' values, so the select can only hand one of them back.
          const chosen = choices.find(([option]) => option === event.target.value);
          if (chosen) onChoose(chosen[0]);
        }}
      >
        {choices.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    )}
  </Field>
);
