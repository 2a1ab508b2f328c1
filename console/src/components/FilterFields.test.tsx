import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChoiceField, SEARCH_DELAY_MS, SearchField } from "./FilterFields";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("SearchField", () => {
  it("searches once typing pauses, with the last text only", () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchField label="Search tours" applied="" onSearch={onSearch} />);
    const box = screen.getByRole("searchbox", { name: "Search tours" });
    fireEvent.change(box, { target: { value: "har" } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    fireEvent.change(box, { target: { value: "harbour" } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch.mock.calls).toEqual([["harbour"]]);
  });

  it("does not search again for the text the list already shows", () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchField label="Search tours" applied="pier" onSearch={onSearch} />);
    expect(screen.getByRole("searchbox", { name: "Search tours" })).toHaveProperty("value", "pier");
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe("ChoiceField", () => {
  it("shows the choices' texts and hands back the chosen value", () => {
    const onChoose = vi.fn();
    render(
      <ChoiceField
        label="Order"
        value="DESC"
        choices={[
          ["DESC", "Descending"],
          ["ASC", "Ascending"],
        ]}
        onChoose={onChoose}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Order" });
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Descending",
      "Ascending",
    ]);
    fireEvent.change(select, { target: { value: "ASC" } });
    expect(onChoose.mock.calls).toEqual([["ASC"]]);
  });
});
