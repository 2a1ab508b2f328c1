import { publishedTourVia } from "@orbis/testkit/publishedTours";
import { apiOn, registerAccount } from "@orbis/testkit/vitest/sharedServer";
import { expect, it } from "vitest";
import { signInAt } from "./commerceSteps";
import { expectNoSeriousAxeViolations } from "./harness/axe";
import { journeySuite } from "./harness/journeySuite";

/*
 * Sharing a space with a code, in English: the owner makes a code and shares a published tour
 * through it; a second account joins with the code, finds the tour marked new, opens it and
 * comments; the owner reads the comment in the editor and deletes it, then deletes the code, and
 * the second account's shared list is empty.
 */

const { describeInBrowser, together } = await journeySuite();

describeInBrowser("sharing a tour with a code", () => {
  it("shares, is joined, commented on, moderated and revoked", async () => {
    const ownerAccount = await registerAccount("share-owner");
    const holderAccount = await registerAccount("share-holder");
    const tour = await publishedTourVia(apiOn(ownerAccount), "Harbour walk");
    const comment = "Lovely light on the pier!";

    await together("sharing", ["owner", "holder"], async ({ owner, holder }) => {
      // The owner makes a code on the project's space tab and shares the tour through it.
      await signInAt(owner.page, ownerAccount, `/project/${tour.projectId}/space`);
      await owner.page.getByLabel("Share code title").fill("Class 3-2");
      await owner.page.getByRole("button", { name: "Create code" }).click();
      const codeText = owner.page.locator("code").filter({ hasText: /^[2-9A-Z]{4}-[2-9A-Z]{4}$/ });
      await codeText.waitFor();
      const code = (await codeText.textContent())?.trim() ?? "";
      expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      // The box follows the server's answer, so it is clicked, then read back.
      const box = owner.page.getByRole("checkbox", { name: /Class 3-2/ }).first();
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
      await owner.page.getByText("Tours shared: 1").waitFor();
      await owner.shot(owner.page, "code-made-and-shared");
      await expectNoSeriousAxeViolations(owner.page, "the space tab");

      // The second account joins with the code as read aloud (lower case, with the dash).
      await signInAt(holder.page, holderAccount, "/shared");
      await holder.page.getByRole("textbox", { name: "Share code" }).fill(code.toLowerCase());
      await holder.page.getByRole("button", { name: "Join" }).click();
      const item = holder.page.getByRole("listitem").filter({ hasText: "Harbour walk" });
      await item.getByText("New").waitFor();
      await holder.page
        .getByRole("navigation")
        .getByRole("link", { name: /Shared with me\s*1 new/ })
        .waitFor();
      await holder.shot(holder.page, "joined-unread");
      await expectNoSeriousAxeViolations(holder.page, "the shared list");

      // Opening it plays the published tour and clears the alert; the holder comments.
      await item.getByRole("link", { name: /Harbour walk/ }).click();
      await holder.page.waitForURL(`/shared/${tour.tourId}/preview`);
      await holder.page.locator(`iframe[src$="/t/${tour.slug}"]`).waitFor();
      await holder.page.getByRole("textbox", { name: "Comment" }).fill(comment);
      await holder.page.getByRole("button", { name: "Post" }).click();
      await holder.page.getByText(comment).waitFor();
      // The comment shows before the form is done posting: measure it once the button is back.
      await holder.page.getByRole("button", { name: "Post", disabled: false }).waitFor();
      await holder.shot(holder.page, "commented");
      await expectNoSeriousAxeViolations(holder.page, "the shared preview");

      // The owner reads it in the editor's side panel and deletes it.
      await owner.page.goto(`/project/${tour.projectId}/edit/${tour.tourId}`);
      await owner.page.getByRole("button", { name: "Comments" }).click();
      const posted = owner.page
        .getByRole("list", { name: "Comment list" })
        .getByRole("listitem")
        .filter({ hasText: comment });
      await posted.waitFor();
      await owner.shot(owner.page, "comment-in-editor");
      await posted.getByRole("button", { name: "Delete" }).click();
      await owner.page
        .getByRole("dialog", { name: "Delete this comment?" })
        .getByRole("button", { name: "Delete" })
        .click();
      await posted.waitFor({ state: "detached" });

      // The owner deletes the code; the holder's list is empty at once.
      await owner.page.goto(`/project/${tour.projectId}/space`);
      await owner.page.getByRole("button", { name: "Delete the code “Class 3-2”" }).click();
      await owner.page
        .getByRole("dialog", { name: "Delete this share code?" })
        .getByRole("button", { name: "Delete code" })
        .click();
      await codeText.waitFor({ state: "detached" });
      await owner.shot(owner.page, "code-deleted");

      await holder.page.goto("/shared");
      await holder.page.getByText(/^Nothing is shared with you yet/).waitFor();
      expect(await holder.page.getByText("Harbour walk").count()).toBe(0);
      await holder.shot(holder.page, "list-empty");
    });
  });
});
