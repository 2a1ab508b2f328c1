import type { AdminSubmission } from "@orbis/core/contract";
import {
  apiOn,
  instructorAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";
import { type SubmittedLecture, submittedLecture } from "./reviewFixture";

/*
 * The review queue at /admin/submissions through the whole console (the lazy admin chunk, its
 * providers and texts) against the real server: an instructor's two students' submissions.
 */

describe("the submissions review queue", () => {
  let instructor: TestAccount;
  let volcanoes: SubmittedLecture;
  let rivers: SubmittedLecture;

  beforeAll(async () => {
    instructor = await instructorAccount("review-queue");
    volcanoes = await submittedLecture(instructor, "Jeju volcanoes");
    rivers = await submittedLecture(instructor, "Han river");
  });

  afterEach(cleanup);

  /** The queue through the console's route tree (its lazy admin chunk and providers). */
  const renderQueue = () => renderSignedIn("/admin/submissions", instructor);

  /** The submissions of a space as the admin API answers them. */
  const submissionsOf = async (spaceId: string): Promise<AdminSubmission[]> => {
    const filter = encodeURIComponent(JSON.stringify({ spaceId }));
    const answer = await fetch(`${serverOrigin()}/admin-api/submissions?filter=${filter}`, {
      headers: { "x-user-auth-token": instructor.accessToken },
    });
    return (await answer.json()) as AdminSubmission[];
  };

  /** Opens the queue and the submission titled `title` in it. */
  const openSubmission = async (title: string) => {
    const page = await renderQueue();
    fireEvent.click(await screen.findByText(title));
    await screen.findByRole("button", { name: "Open preview" });
    return page;
  };

  it("lists what waits for review, previews it in a frame, asks feedback to reject, approves", async () => {
    const { where } = await renderQueue();
    await screen.findByText(volcanoes.title);
    expect(screen.getByRole("heading", { level: 1, name: "Submissions" })).toBeTruthy();
    expect(screen.getByText(rivers.title)).toBeTruthy();
    expect(screen.getAllByText("김민지").length).toBeGreaterThan(0);
    expect(screen.getAllByText("In review").length).toBeGreaterThan(0);
    await screen.findByText(volcanoes.groupName);

    fireEvent.click(screen.getByText(volcanoes.title));
    fireEvent.click(await screen.findByRole("button", { name: "Open preview" }));
    const frame = await screen.findByTitle(`Preview of the submitted tour: ${volcanoes.title}`);
    const link = frame.getAttribute("src") ?? "";
    expect(new URL(link, window.location.origin).pathname).toMatch(/^\/t\/_preview\/[^/]+$/);
    expect(screen.getByRole("link", { name: "Open in new tab" }).getAttribute("href")).toBe(link);
    // The signed link opens the frozen tour.
    expect((await fetch(new URL(link, window.location.origin))).status).toBe(200);

    // Rejecting without feedback sends nothing and says what is missing.
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("To reject, tell the student what to change.")).toBeTruthy();
    const feedback = screen.getByLabelText("Feedback for the student");
    expect(feedback.getAttribute("aria-invalid")).toBe("true");
    expect((await submissionsOf(volcanoes.spaceId)).map((s) => s.status)).toEqual(["in_review"]);

    fireEvent.change(feedback, { target: { value: "Clear route and good captions." } });
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(where()).toBe("/admin/submissions"));
    await screen.findByText(rivers.title);
    await waitFor(() => expect(screen.queryByText(volcanoes.title)).toBeNull());
    expect(await submissionsOf(volcanoes.spaceId)).toEqual([
      expect.objectContaining({
        status: "approved",
        reviewComment: "Clear route and good captions.",
      }),
    ]);
  });

  it("leaves the queue without a rejected submission, with no refresh asked for", async () => {
    const mountains = await submittedLecture(instructor, "Halla mountain");
    const { where } = await openSubmission(mountains.title);
    fireEvent.change(screen.getByLabelText("Feedback for the student"), {
      target: { value: "Name the trails" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(where()).toBe("/admin/submissions"));
    expect(await screen.findByText("Submission rejected.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(mountains.title)).toBeNull());
    expect(screen.queryByText("Rejected")).toBeNull();
    expect((await submissionsOf(mountains.spaceId)).map((s) => s.status)).toEqual(["rejected"]);
  });

  it("says in the catalogue's words that a submission decided meanwhile cannot be decided again", async () => {
    const { t } = await openSubmission(rivers.title);
    // Someone approves it elsewhere while the page is open.
    await apiOn(instructor).reviewEduLecture({
      params: { spaceId: rivers.spaceId },
      body: { status: "approved", reviewComment: null },
    });
    fireEvent.change(screen.getByLabelText("Feedback for the student"), {
      target: { value: "Add the tributaries" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(t.translator.i18n.t("errors:reviewStepSkipped"))).toBeTruthy();
    // The record is read again: it shows as approved, with nothing left to decide.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Approve" })).toBeNull());
    expect(screen.getAllByText("Approved").length).toBeGreaterThan(0);
  });
});
