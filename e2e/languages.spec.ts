import { expect, test, type Page } from "@playwright/test";
import { checkPage } from "./support/page-checks";
import { createEntityId } from "./support/entities";

// Every main screen in German and Japanese, on the desktop and on a phone: no English left on
// screen, nothing spilling out of its box (German's long words), and axe-core passes.

const LANGUAGES = [
  { locale: "de", item: "Akkuschrauber", box: "Werkzeugkiste" },
  { locale: "ja", item: "電動ドリル", box: "工具箱" },
] as const;

// Words of the English interface that none of the other languages uses as is.
const ENGLISH =
  /\b(the|and|your|items?|locations?|save|cancel|delete|edit|search|settings|sign (in|out)|back|with|from|choose|select|show|hide|quantity|price|warranty|purchase|maintenance|nothing|loading|add|new|value|photos?|created|updated|everything|inside|notes|profile|password)\b/i;

const SCREENS = [
  "/dashboard",
  "/entities",
  "ITEM",
  "ITEM/edit",
  "/entities/new",
  "/locations",
  "BOX",
  "/tags",
  "/maintenance",
  "/labels",
  "/scan",
  "/settings",
  "/settings/profile",
  "/settings/group",
  "/settings/data",
  "/settings/notifiers",
  "/settings/templates",
  "/settings/entity-types",
];

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * English words on the page outside the user's own data: every text node (screen-reader-only text
 * too), but not the choices inside a <select>, which hold data such as time zone names.
 */
async function englishOnScreen(page: Page, ownWords: string[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("select, script, style, template, [hidden]")) continue;
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title]"))
      for (const name of ["aria-label", "placeholder", "title"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    return found;
  });
  const found = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const word of ownWords) rest = rest.replaceAll(word, "");
    // Addresses and HomeBox's CSV column names are written as they are in every language.
    rest = rest.replace(/\S*:\/\/\S*|\bHB\.\w+/g, "");
    if (ENGLISH.test(rest)) found.add(text.slice(0, 80));
  }
  return [...found];
}

/** Elements whose text is wider than their box, and a page wider than the window. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      found.push(`page is ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`);
    for (const element of document.querySelectorAll<HTMLElement>(
      "button, a, label, h1, h2, h3, th, [role=tab], [role=menuitem], option, p, span",
    )) {
      if (!element.offsetParent || element.closest("[data-allow-overflow]")) continue;
      const box = element.getBoundingClientRect();
      // Screen-reader-only text is a 1 px box on purpose.
      if (box.width <= 2 || box.height <= 2) continue;
      const style = getComputedStyle(element);
      // Cut off on purpose, with an ellipsis: the full text is in its title or name.
      if (style.textOverflow === "ellipsis") continue;
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== "visible")
        found.push(`${element.tagName.toLowerCase()} "${element.innerText.slice(0, 40)}"`);
      // Inside a row that scrolls sideways (the settings tabs on a phone), being past the edge is
      // how the row works: it is reached by scrolling.
      const scroller = (start: HTMLElement) => {
        for (let up = start.parentElement; up; up = up.parentElement) {
          const overflowX = getComputedStyle(up).overflowX;
          if ((overflowX === "auto" || overflowX === "scroll") && up.scrollWidth > up.clientWidth)
            return true;
        }
        return false;
      };
      if (box.right > window.innerWidth + 1 && !scroller(element))
        found.push(`${element.tagName.toLowerCase()} "${element.innerText.slice(0, 40)}" sticks out`);
    }
    return found.slice(0, 10);
  });
}

for (const { locale, item, box } of LANGUAGES) {
  test(`every main screen speaks ${locale}`, async ({ browser, baseURL }, info) => {
    test.setTimeout(240_000);
    const device = info.project.name;
    const context = await browser.newContext({
      baseURL,
      locale,
      extraHTTPHeaders: { "Accept-Language": locale },
      ...(device === "phone"
        ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
        : { viewport: { width: 1280, height: 800 } }),
    });
    const page = await context.newPage();
    const email = `e2e-${locale}-${Date.now()}@example.com`;
    const password = "correct horse battery";
    const registered = await page.request.post("/api/v1/users/register", {
      data: { name: "Kim", email, password },
    });
    expect(registered.status()).toBe(204);
    await signIn(page, email, password);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    const types = (await (await page.request.get("/api/v1/entity-types")).json()) as {
      id: string;
      isLocation: boolean;
    }[];
    const boxId = await createEntityId(page.request, {
      name: box,
      entityTypeId: types.find((type) => type.isLocation)!.id,
    });
    const itemId = await createEntityId(page.request, {
      name: item,
      parentId: boxId,
      quantity: 3,
      entityTypeId: types.find((type) => !type.isLocation)!.id,
    });
    const patched = await page.request.patch(`/api/v1/entities/${itemId}`, {
      data: { purchasePrice: 1142.8, purchaseDate: "2026-03-01", warrantyExpires: "2028-03-01" },
    });
    expect(patched.status(), await patched.text()).toBe(200);
    const ownWords = [item, box, "Kim", email];
    const problems: string[] = [];
    for (const screen of SCREENS) {
      const url = screen.replace("ITEM", `/entities/${itemId}`).replace("BOX", `/entities/${boxId}`);
      await page.goto(url, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const name = `lang-${locale}-${device}${screen.replace(/[^a-z]+/gi, "-")}`;
      await checkPage(page, name);
      for (const english of await englishOnScreen(page, ownWords))
        problems.push(`${screen}: English "${english}"`);
      for (const spill of await overflowing(page)) problems.push(`${screen}: ${spill}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
