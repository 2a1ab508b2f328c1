import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import "./Modal.css";

/** Where a modal sits on screen. */
export type ModalPlacement = "center" | "bottom-right" | "bottom-sheet";

/** A modal dialog: backdrop, focus moved in and given back, Escape closes. */
export interface ModalProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly onClose: () => void;
  readonly placement?: ModalPlacement;
  readonly className?: string;
  readonly style?: CSSProperties;
  /** Shown above the title (the sheet's drag handle). */
  readonly header?: ReactNode;
  /** Extra class on the backdrop (the sheet's closing animation). */
  readonly backdropClassName?: string;
  readonly onBackdropClick?: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the dialog: the page behind it is out of reach. */
const keepFocusInside = (container: HTMLElement, event: KeyboardEvent) => {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (
    !event.shiftKey &&
    (active === last || active === container || !container.contains(active))
  ) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * The open dialogs, the last opened last. Only the top one answers keys: a terms viewer opened
 * from a payment modal closes alone on Escape and keeps Tab to itself.
 */
const openPanels: HTMLElement[] = [];

/** A modal dialog of the console; the coupon dialog and the terms viewer are built on it. */
export const Modal = (props: ModalProps) => {
  const { title, children, onClose, placement = "center", className, style, header } = props;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement;
    const own = panel.current;
    if (own) openPanels.push(own);
    own?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (!own || openPanels[openPanels.length - 1] !== own) return;
      if (event.key === "Escape") onCloseRef.current();
      if (event.key === "Tab") keepFocusInside(own, event);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      const index = own ? openPanels.indexOf(own) : -1;
      if (index >= 0) openPanels.splice(index, 1);
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, []);

  // On the body, so no surrounding layout (a footer's muted text, a transform) leaks into it.
  return createPortal(
    <div className={`modal-root modal-root--${placement} ${props.backdropClassName ?? ""}`}>
      <div
        className="modal-backdrop"
        data-testid="modal-backdrop"
        aria-hidden="true"
        onClick={props.onBackdropClick ?? onClose}
      />
      <div
        ref={panel}
        className={`modal modal--${placement} ${className ?? ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={style}
      >
        {header}
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
};
