import { useEffect, useState } from "react";

/** Where a read from the server stands. */
export type ServerData<T> =
  | { readonly state: "loading" }
  | { readonly state: "failed" }
  | { readonly state: "ready"; readonly data: T };

/**
 * Reads once per change of `key` (e.g. the language) and keeps the latest answer; an answer to
 * an older key is dropped so a slow response never overwrites a newer one.
 */
export const useServerData = <T>(load: () => Promise<T>, key: string): ServerData<T> => {
  const [data, setData] = useState<ServerData<T>>({ state: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads.
  useEffect(() => {
    let current = true;
    setData({ state: "loading" });
    load().then(
      (value) => current && setData({ state: "ready", data: value }),
      () => current && setData({ state: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return data;
};
