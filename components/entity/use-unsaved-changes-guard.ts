"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

/**
 * While `dirty`, asks before the work is lost: the browser's own prompt on reload, close or an
 * outside address (beforeunload), and a confirm() on in-app links. The App Router has no
 * "navigation about to happen" event, so links are caught in the capture phase on the document,
 * before Next's <Link> handler sees the click.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const t = useTranslations("entity.form");
  const leaveMessage = t("leave");
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // new tab/window
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      if (link.target && link.target !== "_self") return;
      if (link.hasAttribute("download") || link.origin !== window.location.origin) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      if (window.confirm(leaveMessage)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, leaveMessage]);
}
