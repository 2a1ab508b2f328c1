import { buyLicences } from "@orbis/testkit/edu";
import {
  apiOn,
  registerAccount,
  serverOrigin,
  type TestAccount,
} from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { eduAccount } from "../../stores/edu/testing";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * `/mypage/edu/instructor` inside the whole console on the real server: the profile saved, the
 * certification renewed, the licence payments, the 140010 explanation for a school admin, and
 * the page refused to an account that is no instructor; in English and Korean.
 */

let instructor: TestAccount;
beforeAll(async () => {
  instructor = await eduAccount("instructor-screen");
  await buyLicences(serverOrigin(), apiOn(instructor), "LICENCE-1M");
}, 120_000);

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

const open = async (account: TestAccount) => {
  const opened = await renderSignedIn("/mypage/edu/instructor", account);
  rendered.push(opened.t);
  return opened;
};

describe("the instructor account screen", () => {
  it("saves the profile, renews the certification and lists the licence payments", async () => {
    await open(instructor);
    await screen.findByRole("heading", { level: 1, name: "Certified instructor accounts" });
    const profile = await screen.findByRole("region", { name: "Instructor profile" });
    const phone = within(profile).getByLabelText("Phone (optional)");
    fireEvent.change(phone, { target: { value: "12" } });
    fireEvent.click(within(profile).getByRole("button", { name: "Save profile" }));
    expect(
      within(profile).getByText("Enter the phone number as 6 to 20 digits and hyphens."),
    ).toBeTruthy();
    fireEvent.change(phone, { target: { value: "010-2222-3333" } });
    fireEvent.change(within(profile).getByLabelText("Organisation"), {
      target: { value: "Busan Arts School" },
    });
    fireEvent.click(within(profile).getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Your instructor profile was saved.")).toBeTruthy();

    const cert = screen.getByRole("region", { name: "Certification" });
    expect(within(cert).getByText("Not certified")).toBeTruthy();
    fireEvent.click(within(cert).getByRole("button", { name: "Renew certification" }));
    expect(await screen.findByText("Your certification was renewed.")).toBeTruthy();
    expect(within(cert).getByText("Certified")).toBeTruthy();
    expect(within(cert).getByText(/^ORB-\d{4}-/)).toBeTruthy();

    const history = screen.getByRole("region", { name: "Licence payments" });
    expect(await within(history).findByText("Student licence, 1 month")).toBeTruthy();
  });

  it("explains in Korean why a school admin cannot renew (140010)", async () => {
    const admin = await eduAccount("instructor-screen-admin", "PLAN-EDU-ADMIN-MONTH");
    const { t } = await open(admin);
    await screen.findByRole("region", { name: "Certification" });
    await act(() => t.store.ui.setLanguage("ko"));
    await screen.findByRole("heading", { level: 1, name: "인증 강사 계정 관리" });
    const cert = screen.getByRole("region", { name: "강사 인증" });
    expect(within(cert).getByText(/\(오류 140010\)/)).toBeTruthy();
    const renew = within(cert).getByRole("button", { name: "인증 갱신" });
    expect((renew as HTMLButtonElement).disabled).toBe(true);
    expect(within(cert).getByRole("link", { name: "요금제 바꾸기" }).getAttribute("href")).toBe(
      "/payment",
    );
  });

  it("tells an account that is no instructor that the page is not for it", async () => {
    const { router } = await open(await registerAccount("instructor-screen-free"));
    expect(
      await screen.findByText(/^This page is for education admins and certified instructors\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Go to the education settings" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/mypage/edu/setting"));
  });
});
