import { apiOn, registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { renderSignedIn } from "../../../testing/renderSignedIn";

/*
 * The plan cards of `/payment` on the real server's catalogue: an education plan says what it is
 * for (groups, licences, reviews, and the certification for the certified instructor's), which
 * the limits alone never told; other plans say nothing of it.
 */

let buyer: TestAccount;
beforeAll(async () => {
  buyer = await registerAccount("plan-cards");
  // The first check-in, so no first-access coupon dialog covers the screen.
  await apiOn(buyer).checkin();
});

afterEach(cleanup);

const card = async (name: string) => screen.findByRole("listitem", { name }, { timeout: 20_000 });

const EDU = [
  "Student groups and student accounts",
  "Student licences to buy and give out",
  "Review and approve students' submitted lectures",
];
const CERTIFICATION = "Certified instructor status, renewed yearly while the plan is paid";

describe("the plan cards", () => {
  it("say an education plan is for groups, students, licences and reviews", async () => {
    await renderSignedIn("/payment", buyer);
    const instructor = await card("Education (certified instructor)");
    for (const text of [...EDU, CERTIFICATION])
      expect(within(instructor).getByText(text)).toBeTruthy();
    const schoolAdmin = await card("Education (school admin)");
    for (const text of EDU) expect(within(schoolAdmin).getByText(text)).toBeTruthy();
    expect(within(schoolAdmin).queryByText(CERTIFICATION)).toBeNull();
    const pro = await card("Pro");
    for (const text of [...EDU, CERTIFICATION]) expect(within(pro).queryByText(text)).toBeNull();
  });
});
