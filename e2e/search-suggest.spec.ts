import { expect, test, type APIRequestContext } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { checkPage } from "./support/page-checks";

type Summary = { id: string; name: string };

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test("the header search suggests items, locations and tags as you type", async ({ page }) => {
  await signUpAndSignIn(page);
  const api = page.request;
  const locations = await json<{ items: Summary[] }>(await api.get("/api/v1/entities?isLocation=true"));
  const garage = locations.items.find((location) => location.name === "Garage")!.id;
  const lantern = await json<Summary>(
    await api.post("/api/v1/entities", { data: { name: "Brass Lantern", parentId: garage } }),
  );
  await json(await api.post("/api/v1/tags", { data: { name: "Lanterns and lamps" } }));

  await page.goto("/dashboard");
  const search = page.getByRole("combobox", { name: "Search everything" });

  await test.step("suggestions follow the text, keyboard first", async () => {
    await search.click();
    await search.pressSequentially("lant");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await expect(listbox).toBeVisible();
    await expect(search).toHaveAttribute("aria-expanded", "true");
    const options = listbox.getByRole("option");
    await expect(options).toHaveText([
      /Item\s*Brass Lantern\s*Garage/,
      /Tag\s*Lanterns and lamps/,
      /All results for “lant”/,
    ]);
    await search.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(search).toHaveAttribute(
      "aria-activedescendant",
      (await options.first().getAttribute("id"))!,
    );
    await search.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await checkPage(page, "search-suggest-desktop");
    await page.emulateMedia({ colorScheme: "dark" });
    await checkPage(page, "search-suggest-desktop-dark");
    await page.emulateMedia({ colorScheme: "light" });
    await search.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(search).toHaveAttribute("aria-expanded", "false");
  });

  await test.step("Enter on a suggestion opens it", async () => {
    await search.press("ArrowDown");
    await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/entities/${lantern.id}$`));
  });

  await test.step("Enter with none chosen opens the full list, with one search box", async () => {
    await page.goto("/dashboard");
    await search.fill("garage");
    await expect(page.getByRole("option", { name: /Brass Lantern/ })).toBeVisible();
    await search.press("Enter");
    await expect(page).toHaveURL(/\/entities\?q=garage$/);
    await expect(page.getByRole("main").getByRole("link", { name: "Brass Lantern" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Search everything" })).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toHaveValue("garage");
  });

  await test.step("on a phone", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/dashboard");
    await search.fill("lant");
    await expect(page.getByRole("option", { name: /Brass Lantern/ })).toBeVisible();
    await checkPage(page, "search-suggest-phone");
    await page.emulateMedia({ colorScheme: "dark" });
    await checkPage(page, "search-suggest-phone-dark");
  });
});
