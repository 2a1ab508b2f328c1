import { useState } from "react";
import { useErrorText } from "./useErrorText";

/** A form's call: busy while it runs, and its failure as the catalogue's message. */
export const useAction = () => {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (task: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
};
