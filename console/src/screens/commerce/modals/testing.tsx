import { fireEvent, screen } from "@testing-library/react";
import { COMMERCE_NAMESPACE } from "../../../i18n/commerceMessages";
import { type TestRootStore, testRootStore } from "../../../testing/testRootStore";

/** A root store (English) with the commerce namespace loaded, as a commerce screen has it. */
export const modalRootStore = async (): Promise<TestRootStore> => {
  const t = await testRootStore();
  await t.translator.i18n.loadNamespaces(COMMERCE_NAMESPACE);
  return t;
};

export { term } from "../../../stores/commerce/testing";

/** An input by its accessible name. */
export const input = (name: string): HTMLInputElement => {
  const element = screen.getByLabelText(name);
  if (!(element instanceof HTMLInputElement)) throw new Error(`${name} is not an input`);
  return element;
};

/** Types a value into the input of that name. */
export const type = (name: string, value: string) =>
  fireEvent.change(input(name), { target: { value } });

/** The four card number groups' inputs. */
export const groupInputs = () => [1, 2, 3, 4].map((group) => input(`Card number, group ${group}`));

/** Fills the card number, expiry and password digits with the sandbox's good card. */
export const typeCard = (groups = ["4242", "4242", "4242", "4242"]) => {
  groups.forEach((value, index) => {
    type(`Card number, group ${index + 1}`, value);
  });
  type("Expiry (MMYY)", "1230");
  type("Password (first 2 digits)", "47");
};

/** A promise the test settles itself, standing for a call still on its way. */
export const pending = () => {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};
