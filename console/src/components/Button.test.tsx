import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./Button";

afterEach(cleanup);

describe("Button", () => {
  it("is a button of type button with md size and fill variant by default", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("btn--md");
    expect(button.className).toContain("btn--fill");
    expect(button.className).toContain("btn--theme-primary");
  });

  it.each([
    ["fullWidth", "btn--full-width"],
    ["fixed", "btn--fixed"],
    ["rounded", "btn--rounded"],
    ["iconOnly", "btn--icon-only"],
    ["selected", "btn--selected"],
    ["disabled", "btn--disabled"],
  ] as const)("flag %s adds %s", (flag, className) => {
    render(<Button {...{ [flag]: true }}>Go</Button>);
    expect(screen.getByRole("button").className.split(" ")).toContain(className);
    cleanup();
    render(<Button>Go</Button>);
    expect(screen.getByRole("button").className.split(" ")).not.toContain(className);
  });

  it.each([
    ["sm", "outline", "gray"],
    ["lg", "text", "danger"],
  ] as const)("takes size %s, variant %s and theme %s", (size, variant, theme) => {
    render(
      <Button size={size} variant={variant} theme={theme}>
        Go
      </Button>,
    );
    const { className } = screen.getByRole("button");
    expect(className).toContain(`btn--${size}`);
    expect(className).toContain(`btn--${variant}`);
    expect(className).toContain(`btn--theme-${theme}`);
  });

  it("says selected and names an icon-only button by its label", () => {
    render(
      <Button iconOnly selected label="Menu">
        ≡
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button.getAttribute("aria-pressed")).toBe("true");
  });

  it("calls onClick when enabled and ignores clicks when disabled", () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Go</Button>);
    fireEvent.click(screen.getByRole("button"));
    expect(onClick).toHaveBeenCalledTimes(1);
    cleanup();
    render(
      <Button disabled onClick={onClick}>
        Go
      </Button>,
    );
    const disabled = screen.getByRole("button");
    expect(disabled).toHaveProperty("disabled", true);
    fireEvent.click(disabled);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is a link when given an href, in a new tab safely when asked", () => {
    render(
      <Button href="https://example.com/docs" target="_blank">
        Docs
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Docs" });
    expect(link.getAttribute("href")).toBe("https://example.com/docs");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("drops the link target and ignores clicks when disabled", () => {
    const onClick = vi.fn();
    render(
      <Button href="/projects" disabled onClick={onClick}>
        Projects
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Projects" });
    expect(link.hasAttribute("href")).toBe(false);
    expect(link.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("routes an in-app href through the router without a page load", async () => {
    const router = createMemoryRouter(
      [
        { path: "/", element: <Button href="/projects">Projects</Button> },
        { path: "/projects", element: <p>Projects page</p> },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole("link", { name: "Projects" });
    expect(link.getAttribute("href")).toBe("/projects");
    fireEvent.click(link);
    expect(await screen.findByText("Projects page")).toBeTruthy();
  });
});
