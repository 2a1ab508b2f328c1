import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { observable, runInAction } from "mobx";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Field, fieldNoteId } from "./Field";
import { FilePicker } from "./FilePicker";
import { SubmitButton } from "./SubmitButton";

afterEach(cleanup);

/** The element an input's `aria-describedby` points at, if any. */
const noteOf = (control: HTMLElement) => {
  const id = control.getAttribute("aria-describedby");
  return id === null ? null : document.getElementById(id);
};

describe("Field", () => {
  it("names its control by its label, and describes it by its hint", () => {
    render(
      <Field label="Project name" hint="Up to 100 characters">
        {(c) => <input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText("Project name");
    expect(noteOf(input)?.textContent).toBe("Up to 100 characters");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.closest(".field")?.className).toBe("field field--stack");
  });

  it("says an error instead of the hint, and marks the control invalid", () => {
    render(
      <Field label="Public address" hint="Letters and digits" error="Use lower-case letters">
        {(c) => <input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText("Public address");
    expect(noteOf(input)?.textContent).toBe("Use lower-case letters");
    expect(noteOf(input)?.className).toBe("field__error");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Letters and digits")).toBeNull();
  });

  it("describes nothing when there is nothing to say", () => {
    render(<Field label="Search">{(c) => <input {...c} />}</Field>);
    expect(screen.getByLabelText("Search").hasAttribute("aria-describedby")).toBe(false);
  });

  it("follows the store values its control reads", () => {
    const ui = observable({ currency: "KRW" });
    render(
      <Field label="Currency">
        {(c) => (
          <select {...c} value={ui.currency} onChange={() => undefined}>
            <option value="KRW">KRW</option>
            <option value="USD">USD</option>
          </select>
        )}
      </Field>,
    );
    act(() => runInAction(() => (ui.currency = "USD")));
    expect((screen.getByLabelText("Currency") as HTMLSelectElement).value).toBe("USD");
  });

  it("puts a checkbox before its label, and takes an id for others to point at", () => {
    render(
      <Field id="terms" layout="check" label="I agree">
        {(c) => <input {...c} type="checkbox" />}
      </Field>,
    );
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.id).toBe("terms");
    expect(box.nextElementSibling?.tagName).toBe("LABEL");
    expect(fieldNoteId("terms")).toBe("terms-note");
  });
});

/** A form whose button waits for a name, saying why under the field. */
const NameForm = ({ onSubmit }: { readonly onSubmit: () => void }) => {
  const [name, setName] = useState("");
  const empty = name.trim() === "";
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Field id="name" label="Name" hint={empty ? "Enter a name to create it." : undefined}>
        {(c) => <input {...c} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <SubmitButton disabled={empty} describedBy={fieldNoteId("name")}>
        Create
      </SubmitButton>
    </form>
  );
};

describe("SubmitButton", () => {
  it("looks disabled and says why while it is, then submits once the value is there", () => {
    const submitted = vi.fn();
    render(<NameForm onSubmit={submitted} />);
    const create = screen.getByRole("button", { name: "Create" });
    expect(create.getAttribute("type")).toBe("submit");
    expect(create.hasAttribute("disabled")).toBe(true);
    expect(create.className.split(" ")).toContain("btn--disabled");
    expect(noteOf(create)?.textContent).toBe("Enter a name to create it.");

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Old town" } });
    expect(create.hasAttribute("disabled")).toBe(false);
    expect(create.className.split(" ")).not.toContain("btn--disabled");
    expect(create.hasAttribute("aria-describedby")).toBe(false);
    expect(screen.queryByText("Enter a name to create it.")).toBeNull();
    fireEvent.click(create);
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("waits while busy, saying so to assistive technology", () => {
    render(
      <SubmitButton busy fullWidth>
        Save
      </SubmitButton>,
    );
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.hasAttribute("disabled")).toBe(true);
    expect(save.getAttribute("aria-busy")).toBe("true");
    expect(save.className.split(" ")).toEqual(
      expect.arrayContaining(["btn--full-width", "btn--disabled"]),
    );
  });
});

describe("FilePicker", () => {
  it("is a labelled file input drawn as a button, with a preview and its hint", () => {
    const picked = vi.fn();
    render(
      <FilePicker
        label="Choose an image"
        accept="image/png"
        hint="PNG, up to 10 MB"
        preview={<img src="/cdn/t.jpg" alt="Current thumbnail" />}
        onPick={picked}
      />,
    );
    const input = screen.getByLabelText("Choose an image") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.accept).toBe("image/png");
    const button = screen.getByText("Choose an image");
    expect(button.tagName).toBe("LABEL");
    expect(button.className.split(" ")).toEqual(expect.arrayContaining(["btn", "btn--outline"]));
    expect(screen.getByRole("img", { name: "Current thumbnail" })).toBeTruthy();
    expect(noteOf(input)?.textContent).toBe("PNG, up to 10 MB");

    const file = new File(["x"], "cover.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(picked).toHaveBeenCalledWith([file]);
  });

  it("announces a refusal under the button, and looks disabled while it cannot pick", () => {
    render(
      <FilePicker
        label="Choose an image"
        accept="image/png"
        disabled
        error="cover.png is not a JPEG, PNG or WebP image"
        onPick={() => undefined}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "cover.png is not a JPEG, PNG or WebP image",
    );
    const input = screen.getByLabelText("Choose an image");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Choose an image").className.split(" ")).toContain("btn--disabled");
  });
});
