import { type RefObject, useCallback, useEffect, useState } from "react";

interface WebkitDocument {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
}
interface WebkitElement {
  webkitRequestFullscreen?: () => Promise<void> | void;
}

/** Fullscreen state of an element and its toggle. */
export interface Fullscreen {
  readonly active: boolean;
  readonly toggle: () => void;
}

const nativeElement = (): Element | null =>
  document.fullscreenElement ?? (document as WebkitDocument).webkitFullscreenElement ?? null;

/**
 * Fullscreen for an element: the Fullscreen API where the browser has it (with Safari's
 * prefix), else the element fills the window by a class (iPhones have no element fullscreen).
 */
export const useFullscreen = (ref: RefObject<HTMLElement | null>): Fullscreen => {
  const [active, setActive] = useState(false);
  const [emulated, setEmulated] = useState(false);

  useEffect(() => {
    const change = () => setActive(nativeElement() !== null && nativeElement() === ref.current);
    document.addEventListener("fullscreenchange", change);
    document.addEventListener("webkitfullscreenchange", change);
    return () => {
      document.removeEventListener("fullscreenchange", change);
      document.removeEventListener("webkitfullscreenchange", change);
    };
  }, [ref]);

  useEffect(() => {
    ref.current?.classList.toggle("orbis-pseudo-fullscreen", emulated);
  }, [ref, emulated]);

  const toggle = useCallback(() => {
    const element = ref.current as (HTMLElement & WebkitElement) | null;
    if (element === null) return;
    if (emulated) {
      setEmulated(false);
      setActive(false);
      return;
    }
    if (nativeElement() !== null) {
      const doc = document as Document & WebkitDocument;
      void (doc.exitFullscreen?.() ?? doc.webkitExitFullscreen?.());
      return;
    }
    const request =
      element.requestFullscreen?.bind(element) ?? element.webkitRequestFullscreen?.bind(element);
    const fallback = () => {
      setEmulated(true);
      setActive(true);
    };
    if (request === undefined) fallback();
    else Promise.resolve(request()).catch(fallback);
  }, [ref, emulated]);

  return { active: active || emulated, toggle };
};
