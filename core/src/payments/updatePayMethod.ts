import type { z } from "zod";
import type { payMethodCreatedSchema } from "../contract/entities/payment";

/** Answer of registering a payment method (docs/product/entities.md), as the contract defines it. */
export type RegisteredPayMethod = z.infer<typeof payMethodCreatedSchema>;

/**
 * Updates the payment method the way docs/product/states.md defines it: register the new method, then
 * make it the default. The default is only switched once the registration succeeded, so a failed
 * registration leaves the old default in place. Resolves to the new method's id; any failure
 * rejects, for the caller's error handling.
 */
export const updatePayMethod = async (
  register: () => Promise<RegisteredPayMethod>,
  setDefault: (paymentsMethodsId: string) => Promise<unknown>,
): Promise<string> => {
  const { paymentsMethodsId } = await register();
  await setDefault(paymentsMethodsId);
  return paymentsMethodsId;
};
