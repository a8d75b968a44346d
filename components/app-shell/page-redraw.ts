/** What deciding when to redraw the server-rendered page needs of the browser. */
export type RedrawSurroundings = {
  /** Marks the changed data stale, so that what shows it reads it again (React Query). */
  refreshData: () => void;
  /** Asks the server for the page again (router.refresh). */
  refreshPage: () => void;
  isOnline: () => boolean;
  /** Calls `then` once, the next time the browser is back online; answers how to stop waiting. */
  whenOnline: (then: () => void) => () => void;
  /** The open modal dialog, if any: calls `then` once when it closes; answers how to stop waiting. */
  whenDialogClosed: (then: () => void) => (() => void) | null;
};

/**
 * Shows changes made elsewhere, but not at a moment where that would hurt:
 * - while offline the server cannot be reached: the data would be read again from the offline copy
 *   (and count as fresh), and Next.js would load the whole page again from it, losing whatever was
 *   being typed. Both wait until the network is back;
 * - while a modal dialog is open (quick add, a confirmation) the page behind cannot be seen, and a
 *   redraw would compete with what the person is doing there: the data is refreshed at each change,
 *   the page redrawn once, when the last dialog closes.
 */
export function pageRedraw(surroundings: RedrawSurroundings) {
  let stopWaitingForNetwork: (() => void) | null = null;
  let stopWaitingForDialog: (() => void) | null = null;

  const redraw = () => {
    if (stopWaitingForNetwork) return;
    if (!surroundings.isOnline()) {
      stopWaitingForNetwork = surroundings.whenOnline(() => {
        stopWaitingForNetwork = null;
        redraw();
      });
      return;
    }
    surroundings.refreshData();
    if (stopWaitingForDialog) return;
    stopWaitingForDialog = surroundings.whenDialogClosed(() => {
      stopWaitingForDialog = null;
      redraw();
    });
    if (!stopWaitingForDialog) surroundings.refreshPage();
  };

  return {
    redraw,
    dispose: () => {
      stopWaitingForNetwork?.();
      stopWaitingForDialog?.();
      stopWaitingForNetwork = stopWaitingForDialog = null;
    },
  };
}

/** The browser's own surroundings for pageRedraw. */
export function browserSurroundings(
  refresh: Pick<RedrawSurroundings, "refreshData" | "refreshPage">,
): RedrawSurroundings {
  return {
    ...refresh,
    isOnline: () => navigator.onLine,
    whenOnline: (then) => {
      window.addEventListener("online", then, { once: true });
      return () => window.removeEventListener("online", then);
    },
    whenDialogClosed: (then) => {
      const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
      if (!dialog) return null;
      dialog.addEventListener("close", then, { once: true });
      return () => dialog.removeEventListener("close", then);
    },
  };
}
