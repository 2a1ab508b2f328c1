import type { TermsItem } from "@orbis/core/contract";
import { breakpointOf, sheetDragCloses, TERMS_SHEET_MAX_HEIGHT_RATIO } from "@orbis/core/device";
import { markupToText } from "@orbis/core/format";
import { type PointerEvent, type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import { Modal } from "./Modal";
import "./TermsViewer.css";

/** The terms viewer of docs/product/screens.md, opened from a View button. */
export interface TermsViewerProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly onClose: () => void;
  /** Fullscreen mode shows the bottom sheet whatever the width. */
  readonly fullscreen?: boolean;
  /** The window width that decides modal or sheet; the current window's by default. */
  readonly viewportWidth?: number;
}

/** How long the sheet's closing animation runs; the close completes after it. */
export const SHEET_CLOSE_MS = 200;

/** The sheet's height limit: 95 % of the window, through the viewport-height variable. */
export const SHEET_MAX_HEIGHT = `calc(var(--vh, 1vh) * ${TERMS_SHEET_MAX_HEIGHT_RATIO * 100})`;

/**
 * A modal on desktop; a bottom sheet on phones (below the `sm` breakpoint) or in fullscreen
 * mode. The sheet closes with an animation: from its Close button, a tap on the backdrop, or
 * dragging its handle down past the threshold (core's `sheetDragCloses`).
 */
export const TermsViewer = (props: TermsViewerProps) => {
  const { t } = useTranslation();
  const width = props.viewportWidth ?? window.innerWidth;
  const sheet = props.fullscreen === true || breakpointOf(width) === "xs";
  const [closing, setClosing] = useState(false);
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = () => {
    if (!sheet) return props.onClose();
    if (closing) return;
    setClosing(true);
    setTimeout(props.onClose, SHEET_CLOSE_MS);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientY;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDrag(Math.max(0, event.clientY - start.current));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    const dragged = event.clientY - start.current;
    start.current = null;
    const height = panel.current?.closest(".modal")?.getBoundingClientRect().height ?? 0;
    if (sheetDragCloses(dragged, height)) close();
    else setDrag(0);
  };

  const handle = sheet ? (
    <div
      ref={panel}
      className="terms-sheet__handle"
      data-testid="sheet-handle"
      aria-hidden="true"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <span />
    </div>
  ) : undefined;

  return (
    <Modal
      title={props.title}
      placement={sheet ? "bottom-sheet" : "center"}
      className="terms-viewer"
      backdropClassName={closing ? "modal-root--closing" : ""}
      style={
        sheet
          ? { maxHeight: SHEET_MAX_HEIGHT, transform: drag ? `translateY(${drag}px)` : undefined }
          : undefined
      }
      header={handle}
      onClose={close}
    >
      <div className="terms-viewer__body">{props.children}</div>
      <Button fullWidth onClick={close}>
        {t("actions.close")}
      </Button>
    </Modal>
  );
};

/**
 * One terms item in the viewer: its title and text as plain text (terms may carry markup,
 * docs/product/entities.md: shown as text, never as HTML), and the link to its full text when it lives elsewhere.
 */
export const TermsItemViewer = ({
  term,
  onClose,
}: {
  readonly term: TermsItem;
  readonly onClose: () => void;
}) => (
  <TermsViewer title={markupToText(term.title)} onClose={onClose}>
    <div className="terms-viewer__text">{markupToText(term.content)}</div>
    {term.href && (
      <a href={term.href} target="_blank" rel="noopener noreferrer">
        {term.href}
      </a>
    )}
  </TermsViewer>
);
