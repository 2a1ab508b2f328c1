import type { PublishedTour } from "@orbis/core/contract";
import { siteFeaturesOf, withLiveSite } from "@orbis/core/tours";
import type { Deps } from "../../deps";
import { currentPlans } from "../entitlements";
import { headSettingsOf, siteRepository } from "./siteRepository";

/**
 * The snapshot a slug serves as its page shows it now (docs/decisions.md, sites): the tour's
 * current title, description, slug and SEO/OG/GA over the version's, each head setting only while
 * the owner's plan allows it. Saved site settings thus apply at once, without a new version.
 */
export const liveSnapshot =
  (deps: Deps) =>
  async (snapshot: PublishedTour): Promise<PublishedTour> => {
    const live = await siteRepository(deps.db.kysely).live(snapshot.tourId);
    const settings = live && headSettingsOf(live.settings);
    if (!live || !settings) return snapshot;
    const plans = await currentPlans(deps.db.kysely, live.ownerId, deps.clock());
    return withLiveSite(
      snapshot,
      { slug: live.slug, title: live.title, description: live.description, settings },
      siteFeaturesOf(plans.plan?.constraints),
    );
  };
