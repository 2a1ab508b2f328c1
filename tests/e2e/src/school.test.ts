import { availableLicences, becomeInstructor, buyLicences } from "@orbis/testkit/edu";
import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, loginAs, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { expect, it } from "vitest";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";
import {
  dismissCouponPopup,
  importStudentsFromCsv,
  isOnScreen,
  refuseBadClassFiles,
  signInWith,
} from "./schoolSteps";

/*
 * A school term in the browser: an instructor with three licences signs in at /admin, makes a
 * class from a CSV file of names (after a file with only its heading and a binary one, each
 * refused with what is wrong with it) and hands out the licences; a student signs in with the sheet's
 * one-time password, sets their own and submits a published tour; the instructor rejects it (the
 * queue lets it go at once), the student submits it again, and the instructor opens the frozen
 * preview in the review queue and approves it; the student reads "approved" and the feedback.
 */

const { origin, describeInBrowser, together } = await journeySuite();

const NAMES = ["김민지", "이서준", "박지훈"] as const;
const CHANGES = "Add a caption to the crater scene.";
const FEEDBACK = "Clear route and good captions.";

describeInBrowser("the admin console", () => {
  it("runs a school term from a class list to an approved lecture", async () => {
    const account = await registerAccount("school-teacher");
    // A session of the API's own: the browser's sign-in ends the registration's web session.
    const api = apiOn(await loginAs(account, "cli"));
    await api.checkin();
    await becomeInstructor(api, account);
    for (let i = 0; i < 3; i++) await buyLicences(origin, api, "LICENCE-1M");

    await together("school-term", ["teacher", "student"], async (people) => {
      const { page, shot } = people.teacher;
      await signInWith(page, account.email, account.password, "/admin");
      await page.waitForURL((url) => url.pathname.startsWith("/admin"));
      await dismissCouponPopup(page);
      await page.getByRole("heading", { name: /Licences expiring/ }).waitFor();
      await shot(page, "dashboard");
      await expectNoSeriousAxeViolations(page, "the admin dashboard");

      // A group, then its students from a CSV file.
      await page.getByRole("menuitem", { name: "Groups" }).click();
      // The list's Create once the list has loaded: a click while it swaps its toolbar for the
      // empty state was lost on a busy machine.
      await page.getByText("No Groups yet.").waitFor();
      await page.getByRole("link", { name: "Create" }).click();
      await page.waitForURL((url) => url.pathname === "/admin/groups/create");
      await page.getByLabel("Group name").fill("Geography 2-3");
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByRole("cell", { name: "Geography 2-3" }).waitFor();
      await expectNoSeriousAxeViolations(page, "the admin's group list");
      await page.getByRole("menuitem", { name: "Students" }).click();
      await page.getByRole("heading", { level: 1, name: "Students" }).waitFor();
      await refuseBadClassFiles(page, shot, "Geography 2-3");
      const [group] = (await api.listEduGroups()).filter((g) => g.name === "Geography 2-3");
      if (!group) throw new Error("the group is missing");
      expect(await api.listEduGroupUsers({ params: { groupId: group.groupId } })).toEqual([]);
      const sheet = await importStudentsFromCsv(page, shot, "Geography 2-3", NAMES);
      expect(sheet.map((line) => line.name)).toEqual([...NAMES]);

      // Every student of the class gets a month's licence.
      for (const name of NAMES) await page.getByRole("cell", { name }).waitFor();
      await page.getByRole("checkbox", { name: "Select all" }).check();
      await page.getByRole("button", { name: "Deliver licences" }).click();
      const deliver = page.getByRole("dialog", { name: "Deliver licences" });
      await deliver.getByLabel("1 month").check();
      await deliver.getByRole("button", { name: "Deliver", exact: true }).click();
      await page.getByText("Delivered 3 licences.").waitFor();
      await expect.poll(() => availableLicences(api)).toBe(0);
      await shot(page, "students-with-licences");
      await expectNoSeriousAxeViolations(page, "the students list");

      // The student, on a machine of their own: the sheet's password, then their own.
      const [first] = sheet;
      if (!first) throw new Error("the sheet is empty");
      const kid = people.student;
      await signInWith(kid.page, first.loginId, first.password, "/projects/contents");
      await kid.page.getByRole("heading", { name: "Set your own password" }).waitFor();
      await expectNoSeriousAxeViolations(kid.page, "setting one's own password");
      await kid.page.getByLabel("One-time password").fill(first.password);
      await kid.page.getByLabel("New password", { exact: true }).fill("volcano island 9");
      await kid.page.getByLabel("Confirm new password").fill("volcano island 9");
      await kid.page.getByRole("button", { name: "Set password and continue" }).click();
      await kid.page.waitForURL((url) => url.pathname === "/projects/contents");

      // Their tour is made and published through the API (the editor has journeys of its own);
      // the student submits it from the project's tours.
      const session = await loginAs({ email: first.loginId, password: "volcano island 9" }, "cli");
      const tour = await publishedTourVia(apiOn(session), "Jeju volcanoes");
      await kid.page.goto(`/project/${tour.projectId}/preview`);
      await kid.page.getByRole("button", { name: /^Submit for review/ }).click();
      await kid.page.getByText("Review: In review").waitFor();
      await kid.shot(kid.page, "submitted");
      await expectNoSeriousAxeViolations(kid.page, "the tours tab after submitting");

      // The instructor first asks for changes: the queue lets the rejected tour go at once,
      // with no need for the app bar's Refresh.
      await page.getByRole("menuitem", { name: "Submissions" }).click();
      await page.getByRole("cell", { name: "Jeju volcanoes" }).click();
      await page.getByLabel("Feedback for the student").fill(CHANGES);
      await page.getByRole("button", { name: "Reject" }).click();
      await page.getByText("Submission rejected.").waitFor();
      await page.getByRole("heading", { level: 1, name: "Submissions" }).waitFor();
      await expect
        .poll(() => page.getByRole("cell", { name: "Jeju volcanoes" }).count(), { timeout: 20_000 })
        .toBe(0);

      // The student sees the rejection and submits the tour again.
      await kid.page.reload();
      await kid.page.getByText("Review: Rejected").waitFor();
      await kid.page.getByRole("button", { name: /^Submit for review/ }).click();
      await kid.page.getByText("Review: In review").waitFor();

      // The instructor opens the frozen tour in the review queue again and approves it.
      await page.getByRole("menuitem", { name: "Submissions" }).click();
      await page.getByRole("cell", { name: "Jeju volcanoes" }).click();
      await page.getByRole("button", { name: "Open preview" }).click();
      const frame = page.frameLocator("iframe");
      await frame.locator("canvas").first().waitFor({ timeout: 60_000 });
      await shot(page, "preview");
      await expectNoSeriousAxeViolations(page, "the submission with its preview");
      await page.getByLabel("Feedback for the student").fill(FEEDBACK);
      await page.getByRole("button", { name: "Approve" }).click();
      await page.getByText("Submission approved.").waitFor();

      // On a phone the admin folds its menu away behind the app bar's button, and the students
      // page fits the screen: its actions on it, the students a simple list.
      const PHONE = { width: 390, height: 844 };
      await page.setViewportSize(PHONE);
      // As the phone opens it: the admin starts with its menu folded.
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Submissions" }).waitFor();
      expect(await page.getByRole("menuitem", { name: "Students" }).isVisible()).toBe(false);
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("menuitem", { name: "Students" }).click();
      await page
        .getByRole("link", { name: new RegExp(NAMES[0]) })
        .first()
        .waitFor();
      for (const action of ["Import students", "Export CSV", "Add filter"]) {
        const button = page.getByRole("button", { name: action });
        await button.waitFor();
        expect(await isOnScreen(button, PHONE.width), `${action} on screen`).toBe(true);
      }
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
      await shot(page, "phone-students");
      await expectNoSeriousAxeViolations(page, "the students page on a phone");

      // The student reads the verdicts: the rejection with its feedback, then the approval.
      await kid.page.goto("/mypage/edu/setting");
      await kid.page.getByText("Jeju volcanoes").first().waitFor();
      await kid.page.getByText(CHANGES).waitFor();
      await kid.page.getByText(FEEDBACK).waitFor();
      expect(await kid.page.getByText("Approved").count()).toBeGreaterThan(0);
      await kid.shot(kid.page, "verdict");
      await expectNoSeriousAxeViolations(kid.page, "the student's education page");
    });
  });
});
