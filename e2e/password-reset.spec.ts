import { expect, test } from "@playwright/test";
import { startSmtpServer, type TestSmtpServer } from "../tests/support/smtp";
import { checkPage } from "./support/page-checks";
import { e2eSmtpPort } from "./support/smtp-port";

let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer(e2eSmtpPort());
});

test.afterAll(async () => {
  await smtp?.stop();
});

test("forgot password: request a link, read the email, set a new password, sign in with it", async ({
  page,
}) => {
  const account = {
    name: "Forgetful Fred",
    email: `e2e-reset-${Date.now()}@example.com`,
    password: "correct horse battery",
  };
  const newPassword = "a much better passphrase";
  const registered = await page.request.post("/api/v1/users/register", { data: account });
  expect(registered.status(), await registered.text()).toBe(204);

  await test.step("ask for a link from the sign-in page", async () => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await checkPage(page, "forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("status")).toContainText("If an account exists");
  });

  const mail = await smtp.waitForMail((message) => message.to.includes(account.email));
  const link = /(http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  expect(link, mail.body).toBeTruthy();

  await test.step("open the link and choose a new password", async () => {
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await checkPage(page, "reset-password");
    await page.getByLabel("New password", { exact: true }).fill("short");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(page.getByRole("status")).toContainText("Your password was changed");
  });

  await test.step("the old password fails, the new one signs in", async () => {
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step("the used link is refused", async () => {
    await page.context().clearCookies();
    await page.goto(link!);
    await page.getByLabel("New password", { exact: true }).fill("third passphrase here");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "invalid, was already used or has expired" }),
    ).toBeVisible();
  });
});
