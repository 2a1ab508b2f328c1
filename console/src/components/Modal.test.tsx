import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Modal } from "./Modal";

afterEach(cleanup);

/** A dialog that opens a second one from inside, as a payment modal opens the terms viewer. */
const Nested = (props: { readonly closed: string[] }) => {
  const [inner, setInner] = useState(false);
  return (
    <Modal title="Outer" onClose={() => props.closed.push("outer")}>
      <button type="button" onClick={() => setInner(true)}>
        Open inner
      </button>
      {inner && (
        <Modal
          title="Inner"
          onClose={() => {
            props.closed.push("inner");
            setInner(false);
          }}
        >
          <button type="button">First inner</button>
          <button type="button">Last inner</button>
        </Modal>
      )}
    </Modal>
  );
};

describe("a dialog opened from a dialog", () => {
  it("alone answers Escape, then gives focus back to the one below", () => {
    const closed: string[] = [];
    render(<Nested closed={closed} />);
    const opener = screen.getByRole("button", { name: "Open inner" });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole("dialog", { name: "Inner" }));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(closed).toEqual(["inner"]);
    expect(screen.queryByRole("dialog", { name: "Inner" })).toBeNull();
    expect(document.activeElement).toBe(opener);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(closed).toEqual(["inner", "outer"]);
  });

  it("keeps Tab inside the top dialog", () => {
    render(<Nested closed={[]} />);
    fireEvent.click(screen.getByRole("button", { name: "Open inner" }));
    const last = screen.getByRole("button", { name: "Last inner" });
    last.focus();
    fireEvent.keyDown(document, { key: "Tab" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First inner" }));
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    // Between its own controls Tab moves as usual: the dialog below does not pull focus back.
    screen.getByRole("button", { name: "First inner" }).focus();
    const notPrevented = fireEvent.keyDown(document, { key: "Tab" });
    expect(notPrevented).toBe(true);
  });
});
