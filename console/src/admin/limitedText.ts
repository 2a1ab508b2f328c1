import { maxLength, required, type Validator } from "react-admin";

/**
 * A text input's props for the server's limit (`ADMIN_TEXT_LIMITS` of `@orbis/core/admin`): a
 * `maxlength` the browser keeps typing and pasting to, and react-admin's validator, whose words
 * are the ones a server refusal of the field shows too. `isRequired` adds react-admin's
 * required check for a field that cannot be empty.
 */
export const limitedText = (max: number | undefined, isRequired = false) => {
  const validate: Validator[] = [
    ...(isRequired ? [required()] : []),
    ...(max === undefined ? [] : [maxLength(max)]),
  ];
  return {
    validate,
    slotProps: { htmlInput: max === undefined ? {} : { maxLength: max } },
  };
};
