import { expect, test } from "@playwright/test";
import { signUpAndSignIn } from "./support/accounts";
import { checkPage } from "./support/page-checks";

const CONFLICT = "This item was changed by someone else";

test("two editors of one item: the second save shows the conflict, then reload or overwrite", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpAndSignIn(page);
  const created = await page.request.post("/api/v1/entities", { data: { name: "Ladder" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const editUrl = `/entities/${id}/edit`;
  const read = async () =>
    (await (await page.request.get(`/api/v1/entities/${id}`)).json()) as {
      name: string;
      notes: string;
    };

  // The same person in a second tab (or a housemate): both open the editor on the same version.
  const other = await page.context().newPage();
  await page.goto(editUrl);
  await other.goto(editUrl);
  await expect(other.getByLabel("Name", { exact: true })).toHaveValue("Ladder");

  await test.step("the first save wins", async () => {
    await page.getByLabel("Name", { exact: true }).fill("Aluminium ladder");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/entities/${id}$`));
    await expect(
      page.getByRole("heading", { name: "Aluminium ladder", level: 1, exact: true }),
    ).toBeVisible();
  });

  await test.step("the second save is refused and says why; reload shows the other change", async () => {
    await other.getByLabel("Notes", { exact: true }).fill("Keep in the garage");
    await other.getByRole("button", { name: "Save changes" }).click();
    const alert = other.getByRole("alert").filter({ hasText: CONFLICT });
    await expect(alert).toBeVisible();
    await checkPage(other, "edit-conflict");
    expect((await read()).name).toBe("Aluminium ladder");
    await alert.getByRole("button", { name: "Reload" }).click();
    await expect(other.getByLabel("Name", { exact: true })).toHaveValue("Aluminium ladder");
    await expect(other.getByRole("alert").filter({ hasText: CONFLICT })).toHaveCount(0);
  });

  await test.step("after another change meanwhile, overwrite saves this editor's version", async () => {
    await other.getByLabel("Notes", { exact: true }).fill("Keep in the shed");
    const patched = await page.request.patch(`/api/v1/entities/${id}`, { data: { notes: "Lent to Ada" } });
    expect(patched.status()).toBe(200);
    await other.getByRole("button", { name: "Save changes" }).click();
    const alert = other.getByRole("alert").filter({ hasText: CONFLICT });
    await alert.getByRole("button", { name: "Overwrite" }).click();
    // The save is done once the editor has moved on to the item's page.
    await expect(other).toHaveURL(new RegExp(`/entities/${id}$`));
    await expect(
      other.getByRole("heading", { name: "Aluminium ladder", level: 1, exact: true }),
    ).toBeVisible();
    expect(await read()).toMatchObject({ name: "Aluminium ladder", notes: "Keep in the shed" });
  });
});
