/** What the app does with the pending AI images after the account is known. */
export type PendingAiImagesAction = "fetch" | "clear";

/**
 * Education-plan users fetch their pending AI images; other users clear them (docs/product/states.md), since
 * AI generation belongs to the education side and a former EDU account must not keep polling.
 */
export const pendingAiImagesAction = ({
  isEducationPlan,
}: {
  readonly isEducationPlan: boolean;
}): PendingAiImagesAction => (isEducationPlan ? "fetch" : "clear");
