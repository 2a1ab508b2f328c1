import type { PayMethodBody } from "@orbis/core/payments";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithStores } from "../../../testing/renderWithStores";
import type { TestRootStore } from "../../../testing/testRootStore";
import { PayMethodModal, type PayMethodModalProps } from "./PayMethodModal";
import { groupInputs, input, modalRootStore, pending, term, type, typeCard } from "./testing";

let t: TestRootStore;
let sent: PayMethodBody[];
beforeEach(async () => {
  t = await modalRootStore();
  sent = [];
});
afterEach(cleanup);

const show = (props: Partial<PayMethodModalProps> = {}) =>
  renderWithStores(
    <PayMethodModal
      open
      terms={[]}
      onSubmit={async (body) => void sent.push(body)}
      onClose={() => undefined}
      {...props}
    />,
    t,
  );

const button = (name = "Complete") => screen.getByRole("button", { name });
const submit = (name = "Complete") => act(async () => void fireEvent.click(button(name)));
const connect = () => act(async () => void fireEvent.click(button("Connect PayPal")));
const choosePayPal = () => fireEvent.click(screen.getByRole("radio", { name: "PayPal" }));

describe("the payment-method modal", () => {
  it("is titled Payment method with a Complete button, both overridable", () => {
    show();
    expect(screen.getByRole("dialog", { name: "Payment method" })).toBeTruthy();
    expect(button("Complete")).toBeTruthy();
    cleanup();
    show({ title: "Change card", submitText: "Save" });
    expect(screen.getByRole("dialog", { name: "Change card" })).toBeTruthy();
    expect(button("Save")).toBeTruthy();
  });

  it("offers card and PayPal, card first; one method alone shows no choice", () => {
    show();
    expect(screen.getByRole("radio", { name: "Card" })).toHaveProperty("checked", true);
    cleanup();
    show({ methods: ["paypal"] });
    expect(screen.queryByRole("radio")).toBeNull();
    expect(button("Connect PayPal")).toBeTruthy();
  });

  it("registers a card with one combined ID field, in core's body shape", async () => {
    show();
    const groups = groupInputs();
    expect(groups.map((g) => g.type)).toEqual(["text", "password", "password", "text"]);
    typeCard(["5555", "5555", "5555", "4444"]);
    const id = input("Date of birth (YYMMDD) or business number");
    expect(id.maxLength).toBe(10);
    expect(id.inputMode).toBe("numeric");
    type("Date of birth (YYMMDD) or business number", "123-45-67890");
    expect(id.value).toBe("1234567890");
    await submit();
    expect(sent).toEqual([
      { cardNumber: "5555-5555-5555-4444", birth: "1234567890", expiry: "1230", pwdDigit: "47" },
    ]);
  });

  it("shows the field messages after a submit attempt", async () => {
    show();
    type("Date of birth (YYMMDD) or business number", "12345678");
    await submit();
    expect(sent).toEqual([]);
    expect(screen.getAllByText("Please fill out this field.")).toHaveLength(6);
    expect(screen.getByText("Match the requested format.")).toBeTruthy();
  });

  it("keeps the button busy while registering", async () => {
    const call = pending();
    show({ onSubmit: () => call.promise });
    typeCard();
    type("Date of birth (YYMMDD) or business number", "870615");
    await submit();
    expect(button()).toHaveProperty("disabled", true);
    expect(button().getAttribute("aria-busy")).toBe("true");
    await act(async () => call.resolve());
    expect(button()).toHaveProperty("disabled", false);
  });

  it("shows a refused card's message, clears its secrets and focuses the first", async () => {
    show({ onSubmit: () => Promise.reject(new Error("The card was declined.")) });
    typeCard(["4000", "0000", "0000", "0002"]);
    type("Date of birth (YYMMDD) or business number", "870615");
    await submit();
    expect(screen.getByRole("alert").textContent).toBe("The card was declined.");
    expect(groupInputs().map((g) => g.value)).toEqual(["4000", "", "", "0002"]);
    expect(input("Password (first 2 digits)").value).toBe("");
    expect(input("Expiry (MMYY)").value).toBe("1230");
    expect(input("Date of birth (YYMMDD) or business number").value).toBe("870615");
    expect(document.activeElement).toBe(groupInputs()[1]);
  });

  it("asks for PayPal before submitting, then sends the customer id obtained", async () => {
    show({ connectPayPal: async () => "paypal_customer_1" });
    choosePayPal();
    expect(screen.getByRole("status").textContent).toBe("Payment method not selected");
    await submit();
    expect(sent).toEqual([]);
    expect(screen.getByText("Please register your PayPal payment method.")).toBeTruthy();
    expect(document.activeElement).toBe(button("Connect PayPal"));
    await connect();
    expect(screen.getByRole("status").textContent).toBe("Payment method selection completed!");
    expect(screen.queryByText("Please register your PayPal payment method.")).toBeNull();
    await submit();
    expect(sent).toEqual([{ customerUid: "paypal_customer_1" }]);
  });

  it("says so when PayPal's button fails, keeping the form", async () => {
    show({
      methods: ["paypal"],
      connectPayPal: () => Promise.reject(new Error("PayPal was closed.")),
    });
    await connect();
    expect(screen.getByRole("alert").textContent).toBe("PayPal was closed.");
    expect(screen.getByRole("status").textContent).toBe("Payment method not selected");
    expect(button("Connect PayPal")).toHaveProperty("disabled", false);
  });

  it("makes a customer id in the browser when no PayPal button is given", async () => {
    show({ methods: ["paypal"] });
    await connect();
    await submit();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({ customerUid: expect.stringMatching(/^paypal_[0-9a-f-]{36}$/) });
  });

  it("checks select-all when every term is, and sets them all from it", () => {
    show({ terms: [term("tos", false), term("mail", true)] });
    const all = screen.getByRole("checkbox", { name: "Agree to all" });
    const tos = screen.getByRole("checkbox", { name: "Term tos (required)" });
    const mail = screen.getByRole("checkbox", { name: "Term mail (optional)" });
    fireEvent.click(tos);
    expect(all).toHaveProperty("checked", false);
    fireEvent.click(mail);
    expect(all).toHaveProperty("checked", true);
    fireEvent.click(all);
    expect([tos, mail].map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
    fireEvent.click(all);
    expect([tos, mail].map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
  });

  it("shows the error snackbar while a mandatory term is unchecked", async () => {
    show({ terms: [term("tos", false)], methods: ["paypal"] });
    await connect();
    await submit();
    expect(sent).toEqual([]);
    expect(t.store.ui.snackbar.current).toMatchObject({
      text: "Please agree to the mandatory terms.",
      severity: "error",
    });
    fireEvent.click(screen.getByRole("checkbox", { name: "Agree to all" }));
    await submit();
    expect(sent).toHaveLength(1);
  });
});
