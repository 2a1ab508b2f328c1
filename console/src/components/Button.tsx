import type { MouseEvent, ReactNode } from "react";
import { Link, useInRouterContext } from "react-router";
import "./Button.css";

/** Button sizes; `md` unless told. */
export type ButtonSize = "sm" | "md" | "lg";
/** Button variants; `fill` unless told. */
export type ButtonVariant = "fill" | "outline" | "text";
/** The colour a filled button is filled with. */
export type ButtonTheme = "primary" | "gray" | "danger";

/** The Button element of docs/product/screens.md. */
export interface ButtonProps {
  readonly children?: ReactNode;
  readonly size?: ButtonSize;
  readonly variant?: ButtonVariant;
  readonly theme?: ButtonTheme;
  readonly fullWidth?: boolean;
  /** Pinned to the bottom of the viewport (phones' main action). */
  readonly fixed?: boolean;
  readonly rounded?: boolean;
  /** Only an icon shows: give `label` for assistive technology. */
  readonly iconOnly?: boolean;
  readonly selected?: boolean;
  readonly disabled?: boolean;
  /** Makes it a link; dropped while disabled. */
  readonly href?: string;
  readonly target?: "_blank" | "_self";
  readonly label?: string;
  /** The element that says more, e.g. why the button is disabled. */
  readonly describedBy?: string | undefined;
  readonly className?: string;
  readonly onClick?: (event: MouseEvent<HTMLElement>) => void;
}

const classNames = (p: ButtonProps): string =>
  [
    "btn",
    `btn--${p.size ?? "md"}`,
    `btn--${p.variant ?? "fill"}`,
    `btn--theme-${p.theme ?? "primary"}`,
    p.fullWidth && "btn--full-width",
    p.fixed && "btn--fixed",
    p.rounded && "btn--rounded",
    p.iconOnly && "btn--icon-only",
    p.selected && "btn--selected",
    p.disabled && "btn--disabled",
    p.className,
  ]
    .filter(Boolean)
    .join(" ");

/**
 * A button, or a link when given an `href` (an in-app path goes through the router). Disabled,
 * it ignores clicks and a link loses its target, so it cannot be followed either.
 */
export const Button = (props: ButtonProps) => {
  const inRouter = useInRouterContext();
  const { children, disabled, href, target, label, describedBy, onClick, selected } = props;
  const className = classNames(props);
  const common = {
    className,
    "aria-label": label,
    "aria-describedby": describedBy,
    "data-selected": selected ? "true" : undefined,
  };
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  if (href !== undefined) {
    if (disabled) {
      return (
        // A disabled link keeps its look but loses its target: nothing to follow, nothing to click.
        <a {...common} role="link" aria-disabled="true">
          {children}
        </a>
      );
    }
    const rel = target === "_blank" ? "noopener noreferrer" : undefined;
    if (inRouter && href.startsWith("/") && target !== "_blank") {
      return (
        <Link
          {...common}
          to={href}
          onClick={handleClick}
          aria-current={selected ? "page" : undefined}
        >
          {children}
        </Link>
      );
    }
    return (
      <a {...common} href={href} target={target} rel={rel} onClick={handleClick}>
        {children}
      </a>
    );
  }
  return (
    <button
      {...common}
      type="button"
      disabled={disabled}
      aria-pressed={selected === undefined ? undefined : selected}
      onClick={handleClick}
    >
      {children}
    </button>
  );
};
