import { ORBIS_SERVICE } from "@orbis/core/contract";
import { publishedTourVia } from "@orbis/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiFor } from "../../testing/apiClient";
import { refusalCode } from "../../testing/refusal";
import type { TestApp } from "../../testing/testApp";
import { testEngines } from "../../testing/testDb";
import { createTestUser } from "../../testing/users";
import { freshApi, startPaymentsApp } from "../payments/testing";
import { pageData } from "../publishing/testing";
import { buyLicences } from "./testing/licenceTestKit";

/*
 * A term of school, told through the API only: the instructor pays for three licences in the
 * sandbox, makes a class of three, gives them the licences; a student signs in with the sheet's
 * one-time password, sets their own, builds a tour from a real panorama, publishes and submits
 * it; the instructor opens the frozen preview and approves it, and the student reads the verdict.
 */

const EN = { langcode: "EN" } as const;

describe.each(testEngines)(
  "a school term from licences to an approved lecture, on %s",
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startPaymentsApp(engine);
    });
    afterAll(() => t.close());

    it("buys, enrols, delivers, submits, previews and approves", async () => {
      const teacher = await createTestUser(t, { planId: "edu-instructor" });
      for (let i = 0; i < 3; i++) await buyLicences(t, teacher, "LICENCE-1M");
      const instructor = await freshApi(t, teacher);
      expect(
        (await instructor.listLicences({ headers: EN, query: { state: "available" } })).total,
      ).toBe(3);

      const group = await instructor.createEduGroup({ body: { name: "Geography 2-3" } });
      const sheet = await instructor.createEduGroupUsers({
        params: { groupId: group.groupId },
        body: {
          users: [{ userAlias: "김민지" }, { userAlias: "이서준" }, { userAlias: "박지훈" }],
        },
      });
      expect(sheet).toHaveLength(3);
      const delivered = await instructor.deliverLicences({
        body: { groupId: group.groupId, userIds: sheet.map((s) => s.userId), durationMonths: 1 },
      });
      expect(delivered.map((l) => l.state)).toEqual(["delivered", "delivered", "delivered"]);

      // The student types the login id and one-time password from the sheet, then sets their own.
      const [minji] = sheet;
      if (minji === undefined) throw new Error("no student on the sheet");
      const signIn = (password: string) =>
        apiFor(t).loginEmail({ body: { ...ORBIS_SERVICE, email: minji.loginId, password } });
      const first = await signIn(minji.password);
      expect(first.passwordChangeRequired).toBe(true);
      const firstSession = apiFor(t, first.accessToken);
      expect(await refusalCode(firstSession.listProjects({ query: {} }))).toBe(140008);
      await firstSession.changePassword({
        body: { currentPassword: minji.password, newPassword: "volcano island 9" },
      });
      const own = await signIn("volcano island 9");
      expect(own.passwordChangeRequired).toBe(false);
      const student = apiFor(t, own.accessToken);
      expect((await student.getAccount()).plan).toMatchObject({ id: "edu-member" });

      const tour = await publishedTourVia(student, "Jeju volcanoes");
      const submitted = await student.submitEduLecture({ params: { spaceId: tour.tourId } });
      expect(submitted.status).toBe("in_review");

      const link = await instructor.previewEduSpace({ params: { spaceId: tour.tourId } });
      const page = await t.call({ method: "GET", url: new URL(link.url).pathname });
      expect(page.statusCode).toBe(200);
      expect(pageData(page.body).tour).toMatchObject({ title: "Jeju volcanoes", version: 1 });

      const approved = await instructor.reviewEduLecture({
        params: { spaceId: tour.tourId },
        body: { status: "approved", reviewComment: "Clear route and good captions." },
      });
      expect(approved.status).toBe("approved");
      const mine = await student.listMyLectures({ query: {} });
      expect(mine.list[0]).toMatchObject({
        spaceId: tour.tourId,
        status: "approved",
        reviewComment: "Clear route and good captions.",
      });
    });
  },
);
