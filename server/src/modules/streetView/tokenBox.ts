import type { Deps } from "../../deps";
import { type SecretBox, secretBox } from "../../infra/crypto/secretBox";

/** The box the Google refresh tokens are sealed in: the server's key, this purpose only. */
export const refreshTokenBox = (deps: Pick<Deps, "secret">): SecretBox =>
  secretBox(deps.secret, "street-view refresh token");
