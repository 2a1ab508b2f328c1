import { Component, type ErrorInfo, type ReactNode } from "react";

/** Props of {@link CesiumBoundary}. */
export interface CesiumBoundaryProps {
  /** Shown instead of the failed part; nothing when absent. */
  readonly fallback?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * Keeps a failure of the Cesium parts (no WebGL 2, a chunk that did not load, a broken model)
 * from taking the panorama down with them: the part is replaced by its fallback.
 */
export class CesiumBoundary extends Component<CesiumBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Orbis viewer: a Cesium part failed", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
