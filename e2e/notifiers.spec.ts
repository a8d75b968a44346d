import { expect, test } from "@playwright/test";
import { createServer, type Server } from "node:http";
import { signUpAndSignIn } from "./support/accounts";
import { e2eNotifierPort } from "./support/notifier-port";
import { checkPage } from "./support/page-checks";

/** A webhook receiver on loopback standing in for the user's notification service. */
let receiver: Server;
const received: { path: string; body: string }[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ path: request.url ?? "", body });
      response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(e2eNotifierPort(), "127.0.0.1", resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

test("add a notifier, send it a test, switch it off and delete it", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/settings");
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Notifiers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifiers" })).toBeVisible();
  await expect(page.getByText("No notifiers yet.")).toBeVisible();

  const form = page.getByRole("form", { name: "New notifier" });
  await form.getByLabel("Name").fill("Workshop hook");
  await form.getByLabel("URL").fill("https://example.com/hook");
  await form.getByRole("button", { name: "Add notifier" }).click();
  // The API's own schema, checked in the browser: the error sits under the field.
  await expect(form.getByLabel("URL")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText(/URL unsupported scheme/)).toBeVisible();

  const url = `generic+http://127.0.0.1:${e2eNotifierPort()}/workshop?template=json`;
  await form.getByLabel("URL").fill(url);
  await form.getByRole("button", { name: "Add notifier" }).click();
  const list = page.getByRole("list", { name: "Notifiers" });
  const row = list.getByRole("listitem").filter({ hasText: "Workshop hook" });
  await expect(row).toBeVisible();
  // Where it sends, without the path and query (they may hold secrets).
  await expect(row.getByText(`generic+http://127.0.0.1:${e2eNotifierPort()}/•••`)).toBeVisible();
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await checkPage(page, "settings-notifiers");

  await row.getByRole("button", { name: "Send test to Workshop hook" }).click();
  await expect(row.getByRole("status")).toHaveText("Test sent to Workshop hook.");
  expect(received.map((request) => request.path)).toContain("/workshop");

  await row.getByRole("button", { name: "Deactivate Workshop hook" }).click();
  await expect(row.getByText("Inactive", { exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Delete Workshop hook" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Workshop hook?" });
  await dialog.getByRole("button", { name: "Delete notifier" }).click();
  await expect(page.getByText("No notifiers yet.")).toBeVisible();
});
