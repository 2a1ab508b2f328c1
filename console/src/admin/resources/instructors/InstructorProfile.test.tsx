import { subscribeTo } from "@orbis/testkit/accounts";
import {
  apiOn,
  instructorAccount,
  registerAccount,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";

/*
 * /admin/instructors through the console's route tree against the real server: the menu lands
 * on the caller's own profile, which saves through the admin API, and the certification renews
 * through v3 (or says why not, with the way to the plans).
 */

/** An education admin: may open the admin, owns groups, but has no instructor plan to renew. */
const eduAdmin = async (): Promise<TestAccount> => {
  const account = await registerAccount("instructor-edu-admin");
  const api = apiOn(account);
  await api.checkin();
  await subscribeTo(api, "PLAN-EDU-ADMIN-MONTH", { email: account.email });
  await vi.waitFor(
    async () => {
      const { list } = await api.getPaymentHistory({ params: { appId: "orbis" }, query: {} });
      expect(list.map((p) => p.status)).toEqual(["COMPLETE"]);
    },
    { timeout: 15_000, interval: 100 },
  );
  return account;
};

/** The instructors menu entry through the console's route tree. */
const renderProfile = (account: TestAccount) => renderSignedIn("/admin/instructors", account);

describe("the instructor profile", () => {
  afterEach(cleanup);

  it("lands on the caller's profile, saves it, and renews the certification", async () => {
    const instructor = await instructorAccount("instructor-profile");
    const { where } = await renderProfile(instructor);
    const organization = await screen.findByLabelText("Organization");
    await waitFor(() => expect(where()).toMatch(/^\/admin\/instructors\/[^/]+$/));
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Kim Seo-yeon" } });
    fireEvent.change(organization, { target: { value: "Jeju Middle School" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(async () => {
      const info = await apiOn(instructor).getInstructorInfo();
      expect(info).toMatchObject({ name: "Kim Seo-yeon", organization: "Jeju Middle School" });
    });

    // Never renewed: no certificate yet.
    const panel = screen.getByRole("region", { name: "Instructor certification" });
    expect(within(panel).getByText("No")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Renew" }));
    await waitFor(async () => {
      const certification = await apiOn(instructor).getInstructorCertification();
      expect(certification.certified).toBe(true);
      expect(within(panel).getByText(certification.certificateNumber ?? "?")).toBeTruthy();
    });
    expect(within(panel).getByText("Yes")).toBeTruthy();
  });

  it("marks a phone number the server refuses on its field, and keeps the limits on the inputs", async () => {
    const instructor = await instructorAccount("instructor-phone");
    await renderProfile(instructor);
    const phone = await screen.findByLabelText("Phone");
    expect(screen.getByLabelText(/^Name/).getAttribute("maxlength")).toBe("50");
    expect(screen.getByLabelText("Organization").getAttribute("maxlength")).toBe("100");
    expect(screen.getByLabelText("Introduction").getAttribute("maxlength")).toBe("2000");
    fireEvent.change(phone, { target: { value: "call me" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Not written in the expected form")).toBeTruthy();
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("The request is invalid")).toBeNull();
    expect((await apiOn(instructor).getInstructorInfo()).phone).toBeNull();
  });

  it("explains a renewal refused without a paid instructor plan, with a link to the plans", async () => {
    const admin = await eduAdmin();
    const { t } = await renderProfile(admin);
    const panel = await screen.findByRole("region", { name: "Instructor certification" });
    fireEvent.click(within(panel).getByRole("button", { name: "Renew" }));
    const alert = await within(panel).findByRole("alert");
    expect(alert.textContent).toContain(t.translator.i18n.t("errors:certificationNeedsPaidPlan"));
    // The refusal names the plan that renews: its checkout, chosen.
    expect(within(alert).getByRole("link", { name: "See the plans" }).getAttribute("href")).toBe(
      "/payment?plan=edu-instructor",
    );
  });
});
