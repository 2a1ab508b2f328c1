import { licencesExpiringSoon } from "@orbis/core/admin";
import type { AdminLicence } from "@orbis/core/contract";
import { instructorAccount, serverOrigin } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";
import { submittedLecture } from "../submissions/reviewFixture";

/*
 * The admin's home through the console's route tree against the real server: an instructor
 * with one licensed student whose tour waits for review.
 */

describe("the admin dashboard", () => {
  afterEach(cleanup);

  it("shows its four cards, counting the instructor's own records and AI images", async () => {
    const instructor = await instructorAccount("dashboard");
    const lecture = await submittedLecture(instructor, "Dashboard tour");
    const licences = (await (
      await fetch(`${serverOrigin()}/admin-api/licences`, {
        headers: { "x-user-auth-token": instructor.accessToken },
      })
    ).json()) as AdminLicence[];
    const expiring = licencesExpiringSoon(licences, new Date());

    await renderSignedIn("/admin", instructor);
    const active = await screen.findByRole("region", { name: "Students active per week" });
    const submissions = screen.getByRole("region", { name: "Submissions by status" });
    const soon = screen.getByRole("region", { name: "Licences expiring in 30 days" });
    const ai = screen.getByRole("region", { name: "AI image usage" });

    expect(
      await within(soon).findByText(
        expiring.length === 1 ? "1 licence" : `${expiring.length} licences`,
      ),
    ).toBeTruthy();
    if (expiring.length > 0) expect(within(soon).getByText(lecture.studentAlias)).toBeTruthy();
    // The admin's own month of AI images: none made yet, the plan's credits, the renewal, and
    // that the server paints sketches, not a model's pictures.
    expect(await within(ai).findByText("0 images this month")).toBeTruthy();
    expect(within(ai).getByText("300 of 300 monthly credits left")).toBeTruthy();
    expect(within(ai).getByText(/^Credits renew on /)).toBeTruthy();
    expect(
      within(ai).getByText(/^No AI model is configured: the images are procedural sketches/),
    ).toBeTruthy();
    // The charts' accessible descriptions carry their numbers.
    expect(
      await within(submissions).findByText(
        "Code shared: 0, In review: 1, Approved: 0, Rejected: 0",
      ),
    ).toBeTruthy();
    // The student signed in to submit: this week's bar holds them.
    const activeDesc = await within(active).findByText(/^For each of the last 8 weeks/);
    expect(activeDesc.textContent).toMatch(/ 1$/);
  });
});
