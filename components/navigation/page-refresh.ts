/**
 * Redrawing the server-rendered page, and changing the address without Next's router.
 *
 * A list keeps its query in the address bar through history.replaceState, so that typing in a
 * search box costs no server render per keystroke. Next's router then still holds the page drawn
 * for the old query. A router.refresh() at that point asks the server for the new address against
 * the old page: the answer does not fit, Next asks once more, and should a second refresh misfit
 * before that answer is in (a change's own refresh and the live update's, close together), Next
 * gives up and loads the whole document, dropping whatever is on the screen: a selection, a name
 * half typed. So an address written here is redrawn by navigating to it (router.replace), which
 * draws the page for the address it shows; any other address by router.refresh().
 */

/** The parts of Next's router (useRouter) a redraw uses. */
export type RedrawingRouter = {
  refresh: () => void;
  replace: (href: string, options: { scroll: boolean }) => void;
};

/** What a redraw needs of the browser: the address, and the history entry to change it in. */
export type AddressBar = {
  /** The path and query shown now. */
  current: () => string;
  /** Puts `href` in place of the current history entry (history.replaceState). */
  replace: (href: string, state: unknown) => void;
};

export type PageRefresh = {
  /** Changes the address without a server render; the next redraw navigates to it. */
  replaceAddress: (href: string, state?: unknown) => void;
  /** Asks the server for the page as the address shows it now. */
  refreshPage: (router: RedrawingRouter) => void;
};

export function pageRefresh(addressBar: AddressBar): PageRefresh {
  // The address this module wrote last without the router; once anything else changes the
  // address (a link, back) the router has drawn that page itself.
  let writtenWithoutRouter: string | null = null;
  return {
    replaceAddress: (href, state = null) => {
      addressBar.replace(href, state);
      writtenWithoutRouter = addressBar.current();
    },
    refreshPage: (router) => {
      const address = addressBar.current();
      const drawnForAnother = writtenWithoutRouter === address;
      writtenWithoutRouter = null;
      if (drawnForAnother) router.replace(address, { scroll: false });
      else router.refresh();
    },
  };
}

const browserAddressBar: AddressBar = {
  current: () => window.location.pathname + window.location.search,
  replace: (href, state) => window.history.replaceState(state, "", href),
};

/** The one instance for the browser's address bar: every writer and every redraw share it. */
export const { replaceAddress, refreshPage } = pageRefresh(browserAddressBar);
