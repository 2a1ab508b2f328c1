import { createTokenStore } from "@orbis/core/auth";
import type { Session } from "@orbis/testkit/vitest/sharedServer";
import { MapStorage } from "./MapStorage";

/** A storage holding `session`'s tokens as the console keeps them: the next render is signed in. */
export const signedInStorage = async (session: Session): Promise<Storage> => {
  const storage = new MapStorage();
  await createTokenStore({ crypto: globalThis.crypto, storage, log: () => {} }).save(session);
  return storage;
};
