import { reaction } from "mobx";
import { useCallback, useEffect, useRef } from "react";
import type { FormAttempt } from "../../../stores/commerce/FormAttempt";

/**
 * Focuses the field a form store asks for (its `focusTarget`, a `checkForm` path such as
 * `cardNumber.1`): the next card group, the first field with a message, the first secret cleared
 * after a refusal. Returns `register(name)`, the ref callback that names an element.
 */
export const useFocusTarget = (attempt: FormAttempt) => {
  const fields = useRef(new Map<string, HTMLElement>());

  useEffect(
    () =>
      reaction(
        () => attempt.focusTarget,
        (target) => {
          if (target === null) return;
          fields.current.get(target)?.focus();
          attempt.focusDone();
        },
      ),
    [attempt],
  );

  return useCallback(
    (name: string) => (element: HTMLElement | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
    [],
  );
};
