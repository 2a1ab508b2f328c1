import type { Deps } from "../deps";
import type { RouteHost } from "../http/registerRoute";
import { accountLifecycle, registerWorkflows } from "../workflows";
import { registerAccount } from "./account";
import { registerAi } from "./ai";
import { registerCdn } from "./cdn";
import { registerDownloads } from "./downloads";
import { registerEdu } from "./edu";
import { registerHosting } from "./hosting";
import type { TokenService } from "./identity";
import { registerIdentity, registerSocial } from "./identity";
import { registerInterop } from "./interop";
import { registerModels } from "./models";
import { registerPayments } from "./payments";
import { registerProjects } from "./projects";
import { registerPublishing } from "./publishing";
import { registerSharing } from "./sharing";
import { registerSite } from "./site";
import { registerStreetView } from "./streetView";
import { registerTours } from "./tours";

/** Registers every module's routes. Each module owns its folder (docs/architecture.md#house-style). */
export const registerModules = async (
  host: RouteHost,
  deps: Deps,
  tokens: TokenService,
): Promise<void> => {
  await registerIdentity(host, deps, tokens, accountLifecycle);
  await registerSocial(host, deps, tokens, accountLifecycle);
  await registerAccount(host, deps, tokens);
  await registerProjects(host, deps);
  await registerTours(host, deps);
  await registerModels(host, deps);
  await registerPublishing(host, deps);
  await registerHosting(host, deps);
  await registerCdn(host, deps);
  await registerInterop(host, deps);
  await registerDownloads(host, deps);
  await registerSite(host, deps);
  await registerSharing(host, deps);
  await registerAi(host, deps);
  await registerStreetView(host, deps);
  await registerEdu(host, deps, tokens);
  await registerPayments(host, deps);
  registerWorkflows(host, deps);
};
