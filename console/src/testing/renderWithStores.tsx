import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { StoreProvider } from "../stores/StoreContext";
import type { TestRootStore } from "./testRootStore";

/** Renders `ui` under the store and translator providers, as main.tsx does. */
export const renderWithStores = (ui: ReactNode, { store, translator }: TestRootStore) =>
  render(
    <I18nextProvider i18n={translator.i18n}>
      <StoreProvider store={store}>{ui}</StoreProvider>
    </I18nextProvider>,
  );
