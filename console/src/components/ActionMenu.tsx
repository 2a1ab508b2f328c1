import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import "./ActionMenu.css";

/** One action of an {@link ActionMenu}. */
export interface MenuAction {
  readonly label: string;
  readonly onSelect: () => void;
  /** Drawn in the danger colour (deleting). */
  readonly danger?: boolean;
}

/**
 * A button that opens a short menu of actions (a row's "Rename / Edit details / Delete"), as a
 * menu button: the first action takes the focus, arrow keys, Home and End move between them,
 * Escape closes and gives the focus back, Tab or a click elsewhere closes.
 */
export const ActionMenu = ({
  label,
  text,
  actions,
}: {
  /** The button's accessible name: says whose actions they are. */
  readonly label: string;
  /** What the button shows. */
  readonly text: string;
  readonly actions: readonly MenuAction[];
}) => {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items.current.filter((i): i is HTMLButtonElement => i !== null);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const go = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") go(at + 1);
    else if (event.key === "ArrowUp") go(at - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "Tab") setOpen(false);
  };

  return (
    <div className="action-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="btn btn--sm btn--outline btn--theme-gray"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {text}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="action-menu__list"
          onKeyDown={move}
        >
          {actions.map((action, index) => (
            <button
              key={action.label}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={
                action.danger ? "action-menu__item action-menu__item--danger" : "action-menu__item"
              }
              onClick={() => {
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
};
