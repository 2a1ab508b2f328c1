import { useEffect } from "react";
import { useLocation } from "react-router";
import type { SharingStore } from "../stores/SharingStore";

/**
 * Reads the unread count again on every navigation and whenever the window gets the focus back
 * (a comment may have arrived while the person was elsewhere): one cheap call each time.
 */
export const useUnreadRefresh = (sharing: Pick<SharingStore, "refreshUnread">): void => {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation, keyed by the path
  useEffect(() => {
    void sharing.refreshUnread();
  }, [sharing, pathname]);
  useEffect(() => {
    const onFocus = () => void sharing.refreshUnread();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [sharing]);
};
