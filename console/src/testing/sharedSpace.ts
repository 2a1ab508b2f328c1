import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";

/** A published tour its owner has shared through a code another account holds. */
export interface SharedSpaceFixture {
  readonly owner: TestAccount;
  readonly holder: TestAccount;
  readonly spaceId: string;
  readonly projectId: string;
  readonly codeId: string;
  /** The code as its holders type it. */
  readonly code: string;
  readonly title: string;
}

/**
 * Registers an owner and a holder, publishes a one-panorama tour of the owner's, shares it
 * through a new code and has the holder join with it: where the comment tests start.
 */
export const sharedSpaceFixture = async (label: string): Promise<SharedSpaceFixture> => {
  const [owner, holder] = await Promise.all([
    registerAccount(`${label}-owner`),
    registerAccount(`${label}-holder`),
  ]);
  const ownerApi = apiOn(owner);
  const title = `${label} tour`;
  const tour = await publishedTourVia(ownerApi, title);
  const code = await ownerApi.createShareCode({ body: { title: `${label} code` } });
  await ownerApi.shareSpace({ params: { spaceId: tour.tourId }, body: { codeIds: [code.codeId] } });
  await apiOn(holder).joinShareCode({ body: { code: code.code } });
  return {
    owner,
    holder,
    spaceId: tour.tourId,
    projectId: tour.projectId,
    codeId: code.codeId,
    code: code.code,
    title,
  };
};
