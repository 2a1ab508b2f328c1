import { mailsTo } from "@orbis/testkit/mailbox";
import { codeMailedTo, serverDataDir } from "@orbis/testkit/vitest/sharedServer";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";
import type { Shooter } from "./harness/screenshots";
import { desktop } from "./harness/visitors";

/*
 * A newcomer in Korean whose first code is slow to come: asks for a new one at sign-up and signs
 * up with the second mail; then, in My account (reached from the side menu), turns marketing
 * emails on and finds the choice kept after a reload, and reads the terms agreed to.
 */

const { describeInBrowser, journey } = await journeySuite({ visitor: desktop("ko-KR") });

/** The sign-up dialog's code step: resend once the wait is over, and answers the second code. */
const resendCodeAtSignUp = async (page: Page, email: string, shot: Shooter): Promise<string> => {
  const dialog = page.getByRole("dialog", { name: "Orbis" });
  await dialog.getByLabel("인증 코드").waitFor();
  const first = await codeMailedTo(email);
  const resend = dialog.getByRole("button", { name: "코드 다시 보내기" });
  // Just mailed: the form waits before it offers another code, and says how long.
  expect(await resend.isDisabled()).toBe(true);
  await dialog.getByText(/^\d+초 후에 새 코드를 요청할 수 있습니다\.$/).waitFor();
  await shot(page, "resend-waiting");
  await page.clock.fastForward("00:31");
  await expect.poll(() => resend.isEnabled()).toBe(true);
  await resend.click();
  await dialog
    .getByRole("status")
    .filter({ hasText: `${email}(으)로 새 코드를 보냈습니다.` })
    .waitFor();
  await shot(page, "resend-sent");
  await expect.poll(async () => (await mailsTo(serverDataDir(), email)).length).toBe(2);
  const second = await codeMailedTo(email);
  expect(second === first ? "the same code" : "a new code").toBe("a new code");
  return second;
};

describeInBrowser("a newcomer's account settings", () => {
  it("resends the sign-up code, keeps a marketing choice across a reload, and reads the agreed terms", async () => {
    await journey("accountSettings", async ({ page, shot }) => {
      await page.clock.install();
      await page.goto("/");
      await page.getByRole("banner").getByRole("link", { name: "회원가입" }).click();
      await page.waitForURL("**/builder/register/email");
      const dialog = page.getByRole("dialog", { name: "Orbis" });
      const email = `settings-${Date.now().toString(36)}@example.com`;
      await dialog.getByLabel("이메일").fill(email);
      await dialog.getByRole("button", { name: "코드 보내기" }).click();

      const code = await resendCodeAtSignUp(page, email, shot);
      await dialog.getByLabel("인증 코드").fill(code);
      await dialog.getByRole("button", { name: "확인", exact: true }).click();
      await dialog.getByText("거의 끝났습니다.", { exact: false }).waitFor();
      await dialog.getByLabel("이름", { exact: true }).fill("설정 확인");
      await dialog.getByLabel("비밀번호", { exact: true }).fill("panorama 360");
      await dialog.getByRole("checkbox").nth(1).waitFor();
      // The required terms only: marketing stays off until the newcomer turns it on.
      for (const name of [/서비스 이용약관/, /개인정보 수집 및 이용 동의/])
        await dialog.getByRole("checkbox", { name }).check();
      await dialog.getByRole("button", { name: "가입하기" }).click();
      await page.waitForURL("**/builder/register-completed");
      const coupon = page.getByRole("dialog", { name: "가입을 환영합니다! Pro 20% 할인 쿠폰" });
      await coupon.getByRole("button", { name: "닫기" }).click();
      await coupon.waitFor({ state: "detached" });
      await page.getByRole("link", { name: "내 프로젝트로 가기" }).click();
      await page.waitForURL("**/projects/contents");

      // My account, from the side menu.
      await page
        .getByRole("navigation", { name: "주 메뉴" })
        .getByRole("link", { name: "내 정보" })
        .click();
      await page.getByRole("heading", { level: 1, name: "내 정보 수정" }).waitFor();
      const marketing = () =>
        page
          .getByRole("region", { name: "설정" })
          .getByRole("switch", { name: "뉴스, 이벤트, 쿠폰 소식을 이메일로 받기" });
      expect(await marketing().isChecked()).toBe(false);
      await marketing().click();
      await page.getByText("마케팅 이메일을 받습니다.").waitFor();
      await shot(page, "marketing-on");
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "내 정보 수정" }).waitFor();
      await expect.poll(() => marketing().isChecked()).toBe(true);

      const terms = page.getByRole("region", { name: "동의한 약관" });
      await terms.getByRole("listitem").first().waitFor();
      expect(
        await terms.getByRole("checkbox", { name: "동의: 마케팅 정보 수신 동의" }).isChecked(),
      ).toBe(true);
      await terms.getByText("필수 약관은 계정을 이용하는 조건이므로", { exact: false }).waitFor();
      await terms.getByRole("button", { name: "보기: 서비스 이용약관" }).click();
      const viewer = page.getByRole("dialog", { name: "서비스 이용약관" });
      await viewer
        .getByText("Orbis로 만든 투어와 올린 파노라마의 권리는", { exact: false })
        .waitFor();
      await shot(page, "terms-viewer");
      await expectNoSeriousAxeViolations(page, "the terms viewer over My account");
      await viewer.getByRole("button", { name: "닫기" }).click();
      await viewer.waitFor({ state: "detached" });
      await expectNoSeriousAxeViolations(page, "My account with its terms and marketing switch");
    });
  });
});
