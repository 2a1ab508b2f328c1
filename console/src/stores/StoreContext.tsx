import { createContext, type ReactNode, useContext } from "react";
import type { RootStore } from "./RootStore";

const StoreContext = createContext<RootStore | null>(null);

/** Makes the root store available to every component below. */
export const StoreProvider = ({ store, children }: { store: RootStore; children: ReactNode }) => (
  <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
);

/** The root store; components read the model stores from it. */
export const useStores = (): RootStore => {
  const store = useContext(StoreContext);
  if (!store) throw new Error("useStores needs a StoreProvider above it");
  return store;
};
