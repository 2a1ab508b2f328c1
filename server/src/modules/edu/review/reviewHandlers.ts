import { routes } from "@orbis/core/contract";
import type { Deps } from "../../../deps";
import { asUser, type RouteHost, registerRoute } from "../../../http/registerRoute";
import { registerPreviewPage } from "./previewPage";
import { previewSpace } from "./previewSpace";
import { reviewLecture } from "./reviewLecture";
import { submissionRepository } from "./submissionRepository";
import { submitLecture } from "./submitLecture";
import { myLectureView, submissionView } from "./views";

/**
 * Lecture review: a student submits a published space, its group's owner previews it frozen and
 * approves or rejects it, and the student lists their own submissions.
 */
export const registerReviewHandlers = (host: RouteHost, deps: Deps): void => {
  const submit = submitLecture(deps);
  const review = reviewLecture(deps);
  const preview = previewSpace(deps);
  const submissions = submissionRepository(deps.db.kysely);

  registerRoute(host, routes.submitEduLecture, async ({ params, principal }) =>
    submissionView(await submit(asUser(principal).userId, params.spaceId)),
  );

  registerRoute(host, routes.reviewEduLecture, async ({ params, body, principal }) =>
    submissionView(await review(asUser(principal).userId, params.spaceId, body)),
  );

  registerRoute(host, routes.previewEduSpace, async ({ params, principal }) =>
    preview(asUser(principal).userId, params.spaceId),
  );

  // Anyone signed in sees their own submissions: none for who never submitted.
  registerRoute(host, routes.listMyLectures, async ({ query, principal }) => {
    const page = await submissions.listOfStudent(asUser(principal).userId, query);
    return { list: page.rows.map(myLectureView), total: page.total };
  });

  registerPreviewPage(host, deps);
};
