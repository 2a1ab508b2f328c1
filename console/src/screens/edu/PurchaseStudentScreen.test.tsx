import { registerAccount, type TestAccount } from "@orbis/testkit/vitest/sharedServer";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { eduAccount } from "../../stores/edu/testing";
import { renderSignedIn } from "../../testing/renderSignedIn";
import type { TestRootStore } from "../../testing/testRootStore";

/*
 * `/mypage/purchase-student` inside the whole console on the real server: the licences on sale
 * and ready to give, the terms a purchase needs, and a buyer who may not buy; in English and
 * Korean. The trip through the checkout page is the store's test.
 */

const rendered: TestRootStore[] = [];
afterEach(async () => {
  await Promise.all(rendered.splice(0).flatMap((t) => t.sent.map((r) => r.done)));
  cleanup();
});

const open = async (account: TestAccount) => {
  const opened = await renderSignedIn("/mypage/purchase-student", account);
  rendered.push(opened.t);
  return opened;
};

describe("the student licence purchase screen", () => {
  it("shows the licences ready to give and on sale, and asks for the terms before paying", async () => {
    const { t } = await open(await eduAccount("purchase-student-screen"));
    await screen.findByRole("heading", { level: 1, name: "Buy student licences" });
    const ready = await screen.findByRole("region", { name: "Licences ready to give" });
    await within(ready).findByText("1-month licences: 0");
    const offers = screen.getByRole("region", { name: "Buy licences" });
    expect(within(offers).getByText("Student licences, 3 months, pack of 10")).toBeTruthy();
    fireEvent.click(within(offers).getByRole("button", { name: "Buy Student licence, 1 month" }));
    expect(await screen.findByText("Please agree to the mandatory terms.")).toBeTruthy();

    await act(() => t.store.ui.setLanguage("ko"));
    await screen.findByRole("heading", { level: 1, name: "학생 라이선스 구매" });
    expect(screen.getByRole("region", { name: "지금 전달할 수 있는 라이선스" })).toBeTruthy();
    expect(screen.getByText("3개월 라이선스: 0개")).toBeTruthy();
  });

  it("tells a buyer who cannot own groups why, in English and Korean (140002)", async () => {
    const { t, router } = await open(await registerAccount("purchase-student-free"));
    expect(
      await screen.findByText(
        /^Only education admins and certified instructors can buy student licences \(error 140002\)/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Buy licences" })).toBeNull();
    await act(() => t.store.ui.setLanguage("ko"));
    expect(await screen.findByText(/^학생 라이선스는 교육 관리자와 인증 강사만/)).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "요금제 보기" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/payment"));
  });
});
