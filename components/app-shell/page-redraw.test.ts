import { describe, expect, it } from "vitest";
import { pageRedraw, type RedrawSurroundings } from "./page-redraw";

/** A browser to drive by hand: online or not, a dialog open or not. */
function fakeBrowser() {
  const state = {
    online: true,
    dialogOpen: false,
    refreshes: 0,
    dataRefreshes: 0,
    onlineWaiters: [] as Array<() => void>,
    dialogWaiters: [] as Array<() => void>,
  };
  const surroundings: RedrawSurroundings = {
    refreshData: () => state.dataRefreshes++,
    refreshPage: () => state.refreshes++,
    isOnline: () => state.online,
    whenOnline: (then) => {
      state.onlineWaiters.push(then);
      return () => (state.onlineWaiters = state.onlineWaiters.filter((waiter) => waiter !== then));
    },
    whenDialogClosed: (then) => {
      if (!state.dialogOpen) return null;
      state.dialogWaiters.push(then);
      return () => (state.dialogWaiters = state.dialogWaiters.filter((waiter) => waiter !== then));
    },
  };
  const fire = (waiters: Array<() => void>) => {
    const due = waiters.splice(0);
    for (const waiter of due) waiter();
  };
  return {
    state,
    surroundings,
    goOnline: () => {
      state.online = true;
      fire(state.onlineWaiters);
    },
    closeDialog: () => {
      state.dialogOpen = false;
      fire(state.dialogWaiters);
    },
  };
}

describe("pageRedraw", () => {
  it("redraws at once when online and no dialog is open", () => {
    const browser = fakeBrowser();
    const page = pageRedraw(browser.surroundings);
    page.redraw();
    page.redraw();
    expect(browser.state.refreshes).toBe(2);
  });

  it("offline, waits for the network and then redraws once, however many changes came", () => {
    const browser = fakeBrowser();
    browser.state.online = false;
    const page = pageRedraw(browser.surroundings);
    page.redraw();
    page.redraw();
    expect(browser.state).toMatchObject({ refreshes: 0, dataRefreshes: 0 });
    browser.goOnline();
    expect(browser.state).toMatchObject({ refreshes: 1, dataRefreshes: 1 });
    expect(browser.state.onlineWaiters).toEqual([]);
  });

  it("waits for a dialog to close, and back online, still for a dialog that is open then", () => {
    const browser = fakeBrowser();
    browser.state.online = false;
    const page = pageRedraw(browser.surroundings);
    page.redraw();
    browser.state.dialogOpen = true;
    browser.goOnline();
    // The data behind the dialog is read again at once; the page waits for the dialog.
    expect(browser.state).toMatchObject({ refreshes: 0, dataRefreshes: 1 });
    page.redraw();
    browser.closeDialog();
    expect(browser.state.refreshes).toBe(1);
  });

  it("with a dialog open, reads the data again at each change and redraws the page once it closes", () => {
    const browser = fakeBrowser();
    browser.state.dialogOpen = true;
    const page = pageRedraw(browser.surroundings);
    page.redraw();
    page.redraw();
    expect(browser.state).toMatchObject({ refreshes: 0, dataRefreshes: 2 });
    browser.closeDialog();
    expect(browser.state.refreshes).toBe(1);
  });

  it("stops waiting when disposed", () => {
    const browser = fakeBrowser();
    browser.state.online = false;
    const page = pageRedraw(browser.surroundings);
    page.redraw();
    page.dispose();
    expect(browser.state.onlineWaiters).toEqual([]);
    browser.goOnline();
    expect(browser.state).toMatchObject({ refreshes: 0, dataRefreshes: 0 });
  });
});
