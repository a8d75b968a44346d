import type { Locator, Page } from "@playwright/test";

/**
 * One of the item page's actions. On a phone all but Edit and Add sit behind "More actions": it is
 * opened first (and left open when it already is).
 */
export async function itemAction(
  page: Page,
  name: string,
  role: "button" | "link" = "button",
): Promise<Locator> {
  const actions = page.getByRole("group", { name: "Actions" });
  const more = actions.getByRole("button", { name: "More actions" });
  if ((await more.isVisible()) && (await more.getAttribute("aria-expanded")) !== "true") await more.click();
  return actions.getByRole(role, {
    name: role === "link" ? new RegExp(name) : name,
    exact: role === "button",
  });
}
