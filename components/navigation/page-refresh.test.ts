import { describe, expect, it } from "vitest";
import { pageRefresh, type AddressBar } from "./page-refresh";

/** An address bar and a router that record what was asked of them. */
function fakeBrowser(start: string) {
  let address = start;
  const asked: string[] = [];
  const addressBar: AddressBar = {
    current: () => address.replace(/#.*$/, ""),
    replace: (href) => {
      address = href;
    },
  };
  const router = {
    refresh: () => asked.push("refresh"),
    replace: (href: string, options: { scroll: boolean }) =>
      asked.push(`replace ${href}${options.scroll ? "" : " (no scroll)"}`),
  };
  // A link or the back button: the router draws the page and the address follows.
  const navigate = (href: string) => {
    address = href;
  };
  return { addressBar, router, asked, navigate };
}

describe("pageRefresh", () => {
  it("refreshes a page the router drew for the address it shows", () => {
    const browser = fakeBrowser("/entities");
    const { refreshPage } = pageRefresh(browser.addressBar);
    refreshPage(browser.router);
    expect(browser.asked).toEqual(["refresh"]);
  });

  it("navigates to an address written without the router, once, then refreshes again", () => {
    const browser = fakeBrowser("/entities");
    const { replaceAddress, refreshPage } = pageRefresh(browser.addressBar);
    replaceAddress("/entities?orderDir=desc");
    refreshPage(browser.router);
    refreshPage(browser.router);
    expect(browser.asked).toEqual(["replace /entities?orderDir=desc (no scroll)", "refresh"]);
  });

  it("the latest written address is the one navigated to", () => {
    const browser = fakeBrowser("/entities");
    const { replaceAddress, refreshPage } = pageRefresh(browser.addressBar);
    replaceAddress("/entities?q=dr");
    replaceAddress("/entities?q=drill#top");
    refreshPage(browser.router);
    expect(browser.asked).toEqual(["replace /entities?q=drill (no scroll)"]);
  });

  it("refreshes once the router has moved on to another address", () => {
    const browser = fakeBrowser("/entities");
    const { replaceAddress, refreshPage } = pageRefresh(browser.addressBar);
    replaceAddress("/entities?orderDir=desc");
    browser.navigate("/locations");
    refreshPage(browser.router);
    expect(browser.asked).toEqual(["refresh"]);
  });
});
