import type { CardFormData } from "@orbis/core/payments";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithStores } from "../../../testing/renderWithStores";
import type { TestRootStore } from "../../../testing/testRootStore";
import { PaymentModal, type PaymentModalProps } from "./PaymentModal";
import { groupInputs, input, modalRootStore, pending, term, type, typeCard } from "./testing";

let t: TestRootStore;
let paid: CardFormData[];
let closed: number;
beforeEach(async () => {
  t = await modalRootStore();
  paid = [];
  closed = 0;
});
afterEach(cleanup);

const show = (props: Partial<PaymentModalProps> = {}) =>
  renderWithStores(
    <PaymentModal
      open
      product={{ name: "Pro plan", detail: "Monthly", totalText: "$19.00" }}
      terms={[]}
      onPay={async (card) => void paid.push(card)}
      onClose={() => {
        closed += 1;
      }}
      {...props}
    />,
    t,
  );

const payButton = () => screen.getByRole("button", { name: "Agree and pay" });
const pay = () => act(async () => void fireEvent.click(payButton()));

describe("the card payment modal", () => {
  it("renders nothing while closed", () => {
    show({ open: false });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is titled Payment and shows the product, its total and labelled card inputs", () => {
    show();
    const dialog = screen.getByRole("dialog", { name: "Payment" });
    expect(dialog.textContent).toContain("Pro plan");
    expect(dialog.textContent).toContain("Monthly");
    expect(dialog.textContent).toContain("$19.00");
    const groups = groupInputs();
    expect(groups.map((g) => g.type)).toEqual(["text", "password", "password", "text"]);
    expect(groups.map((g) => g.inputMode)).toEqual(["numeric", "numeric", "numeric", "numeric"]);
    expect(groups[0]?.autocomplete).toBe("cc-number");
    expect(input("Expiry (MMYY)").autocomplete).toBe("cc-exp");
    expect(input("Password (first 2 digits)").type).toBe("password");
    expect(input("Password (first 2 digits)").maxLength).toBe(2);
    expect(input("Date of birth (YYMMDD)").maxLength).toBe(6);
    expect(input("Email (optional)").type).toBe("email");
    expect(screen.getByRole("radio", { name: "Personal" })).toHaveProperty("checked", true);
  });

  it("takes a custom title", () => {
    show({ title: "Buy storage" });
    expect(screen.getByRole("dialog", { name: "Buy storage" })).toBeTruthy();
  });

  it("moves focus along the groups as they fill and back when one is emptied", () => {
    show();
    const groups = groupInputs();
    type("Card number, group 1", "4242");
    expect(document.activeElement).toBe(groups[1]);
    type("Card number, group 2", "4242");
    expect(document.activeElement).toBe(groups[2]);
    type("Card number, group 3", "4");
    expect(document.activeElement).toBe(groups[2]);
    type("Card number, group 3", "");
    expect(document.activeElement).toBe(groups[1]);
  });

  it("shows the field messages under each field after a submit attempt", async () => {
    show();
    expect(screen.queryByText("Please fill out this field.")).toBeNull();
    type("Card number, group 1", "42");
    await pay();
    expect(paid).toEqual([]);
    const group1 = input("Card number, group 1");
    expect(group1.getAttribute("aria-invalid")).toBe("true");
    expect(
      document.getElementById(group1.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("Match the requested format.");
    expect(screen.getAllByText("Please fill out this field.")).toHaveLength(6);
    expect(document.activeElement).toBe(group1);
  });

  it("switches to a corporate card: the ID field is cleared and formats a business number", () => {
    show();
    type("Date of birth (YYMMDD)", "870615");
    fireEvent.click(screen.getByRole("radio", { name: "Corporate" }));
    const id = input("Business number");
    expect(id.value).toBe("");
    expect(id.maxLength).toBe(12);
    type("Business number", "1234567890");
    expect(id.value).toBe("123-45-67890");
  });

  it("pays with core's wire shape", async () => {
    show();
    typeCard();
    type("Date of birth (YYMMDD)", "870615");
    type("Email (optional)", "buyer@example.com");
    await pay();
    expect(paid).toEqual([
      {
        cardNumber: "4242-4242-4242-4242",
        birth: "870615",
        expiry: "1230",
        pwdDigit: "47",
        buyerEmail: "buyer@example.com",
      },
    ]);
  });

  it("waits while paying: the button is busy and a second click pays nothing more", async () => {
    const call = pending();
    let calls = 0;
    show({
      onPay: () => {
        calls += 1;
        return call.promise;
      },
    });
    typeCard();
    type("Date of birth (YYMMDD)", "870615");
    await pay();
    expect(payButton()).toHaveProperty("disabled", true);
    expect(payButton().getAttribute("aria-busy")).toBe("true");
    await pay();
    expect(calls).toBe(1);
    await act(async () => call.resolve());
    expect(payButton()).toHaveProperty("disabled", false);
  });

  it("shows a refusal, keeps what is not secret and focuses the first cleared field", async () => {
    show({ onPay: () => Promise.reject(new Error("The card was declined.")) });
    typeCard(["4000", "0000", "0000", "0002"]);
    type("Date of birth (YYMMDD)", "870615");
    type("Email (optional)", "buyer@example.com");
    await pay();
    expect(screen.getByRole("alert").textContent).toBe("The card was declined.");
    expect(groupInputs().map((g) => g.value)).toEqual(["4000", "", "", "0002"]);
    expect(input("Password (first 2 digits)").value).toBe("");
    expect(input("Expiry (MMYY)").value).toBe("1230");
    expect(input("Date of birth (YYMMDD)").value).toBe("870615");
    expect(input("Email (optional)").value).toBe("buyer@example.com");
    expect(document.activeElement).toBe(groupInputs()[1]);
  });

  it("shows the error snackbar while a mandatory term is unchecked", async () => {
    show({ terms: [term("tos", false), term("mail", true)] });
    typeCard();
    type("Date of birth (YYMMDD)", "870615");
    fireEvent.click(screen.getByRole("checkbox", { name: "Term mail (optional)" }));
    await pay();
    expect(paid).toEqual([]);
    expect(t.store.ui.snackbar.current).toMatchObject({
      text: "Please agree to the mandatory terms.",
      severity: "error",
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "Term tos (required)" }));
    await pay();
    expect(paid).toHaveLength(1);
  });

  it("opens a term in the viewer; Escape closes the viewer, not the payment", () => {
    show({ terms: [term("tos", false)] });
    fireEvent.click(screen.getByRole("button", { name: "View Term tos" }));
    expect(screen.getByRole("dialog", { name: "Term tos" }).textContent).toContain(
      "The text of tos",
    );
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Term tos" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Payment" })).toBeTruthy();
    expect(closed).toBe(0);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(closed).toBe(1);
  });

  it("speaks Korean, messages included, when the interface does", async () => {
    await act(() => t.store.ui.setLanguage("ko"));
    show();
    expect(screen.getByRole("dialog", { name: "결제" })).toBeTruthy();
    await act(
      async () => void fireEvent.click(screen.getByRole("button", { name: "동의하고 결제하기" })),
    );
    await waitFor(() =>
      expect(screen.getAllByText("이 입력란을 작성하세요.").length).toBeGreaterThan(0),
    );
    expect(input("카드 번호, 1번째 묶음")).toBeTruthy();
  });
});
