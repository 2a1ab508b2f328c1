import type { FieldControl } from "./Field";

/**
 * The input of a code people copy or type from paper (a coupon, a share code): no autofill, no
 * spelling fixes, capitals on phones. `onType` hears every change, so the form can drop an error
 * that no longer applies.
 */
export const CodeInput = ({
  control,
  name,
  value,
  onType,
}: {
  readonly control: FieldControl;
  readonly name: string;
  readonly value: string;
  readonly onType: (value: string) => void;
}) => (
  <input
    {...control}
    name={name}
    autoComplete="off"
    autoCapitalize="characters"
    spellCheck={false}
    value={value}
    onChange={(event) => onType(event.target.value)}
  />
);
