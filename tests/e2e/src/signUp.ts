import { codeMailedTo } from "@orbis/testkit/vitest/sharedServer";
import type { Page } from "playwright-core";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import type { Shooter } from "./harness/screenshots";

/** Who signs up. */
export interface Newcomer {
  readonly email: string;
  readonly name: string;
  readonly password: string;
}

/**
 * The Korean email registration dialog (`/builder/register/email`), step by step as a person
 * fills it: the address, the code from the mail the server wrote, then name, password and
 * "agree to all" terms. Ends on the submit; the caller checks where it leads.
 */
export const signUpByEmail = async (page: Page, who: Newcomer, shot: Shooter): Promise<void> => {
  const dialog = page.getByRole("dialog", { name: "Orbis" });
  await dialog.getByRole("heading", { name: "Orbis 계정 만들기" }).waitFor();
  await dialog.getByLabel("이메일").fill(who.email);
  await shot(page, "register-email");
  await dialog.getByRole("button", { name: "코드 보내기" }).click();

  const code = dialog.getByLabel("인증 코드");
  await code.waitFor();
  await code.fill(await codeMailedTo(who.email));
  await shot(page, "register-code");
  await dialog.getByRole("button", { name: "확인", exact: true }).click();

  await dialog.getByText("거의 끝났습니다.", { exact: false }).waitFor();
  await dialog.getByLabel("이름", { exact: true }).fill(who.name);
  await dialog.getByLabel("비밀번호", { exact: true }).fill(who.password);
  const agreeAll = dialog.getByRole("checkbox", { name: "전체 동의" });
  // The terms arrive from the terms service after the step opens; "agree to all" waits for them.
  await dialog.getByRole("checkbox").nth(1).waitFor();
  await agreeAll.check();
  await shot(page, "register-details");
  await expectNoSeriousAxeViolations(page, "the registration form");
  await dialog.getByRole("button", { name: "가입하기" }).click();
};
