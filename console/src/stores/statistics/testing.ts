import { subscribeTo } from "@orbis/testkit/accounts";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";

/*
 * The statistics tests' fixture on the shared server: a PRO account's published tour visited as
 * visitors' browsers visit it (the page, then the viewer's scene beacons), so the statistics
 * calls have figures to answer.
 */

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0 Safari/537.36";

/** A PRO account with one published tour of one scene, visited as {@link visitTour} says. */
export interface VisitedTour {
  readonly account: TestAccount;
  readonly tourId: string;
  readonly title: string;
  readonly sceneTitle: string;
}

/**
 * Three page views (two from one phone in Korean, one from a desktop in English: 3 visits, 2
 * unique visitors) and two visits' beacons ending on the tour's scene after 12 and 8 seconds.
 */
const visitTour = async (slug: string, sceneId: string) => {
  const page = `${serverOrigin()}/t/${slug}`;
  for (const [agent, language] of [
    [PHONE, "ko-KR,ko;q=0.9"],
    [PHONE, "ko-KR,ko;q=0.9"],
    [DESKTOP, "en-US,en;q=0.8"],
  ] as const) {
    const view = await fetch(page, {
      headers: { "user-agent": agent, "accept-language": language },
    });
    if (view.status !== 200) throw new Error(`the tour page answered ${view.status}`);
  }
  for (const [visitId, seconds] of [
    ["visit-one-4f2a", 12],
    ["visit-two-9c1d", 8],
  ] as const) {
    const beacon = await fetch(`${page}/beacon`, {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": DESKTOP },
      body: JSON.stringify({ visitId, sceneId, seconds, exit: true }),
    });
    if (beacon.status !== 204) throw new Error(`the beacon answered ${beacon.status}`);
  }
};

/** A new PRO account (checked in: no coupon dialog) whose published tour has been visited. */
export const visitedTour = async (label: string, title = "Harbour walk"): Promise<VisitedTour> => {
  const account = await registerAccount(label);
  const api = apiOn(account);
  await api.checkin();
  await subscribeTo(api, "PLAN-PRO-MONTH", { email: account.email });
  const published = await publishedTourVia(api, title);
  const [scene] = (await api.getTour({ params: { id: published.tourId } })).scenes;
  if (scene === undefined) throw new Error("the published tour has no scene");
  await visitTour(published.slug, scene.id);
  return { account, tourId: published.tourId, title, sceneTitle: scene.title };
};
