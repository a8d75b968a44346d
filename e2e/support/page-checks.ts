import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const resultsDir = path.join(import.meta.dirname, "..", "..", "test-results");

/**
 * Runs axe-core on the page as it is now, keeps its findings and a full-page screenshot under
 * test-results/ (axe/<name>.json, screenshots/<name>.png), and fails on any serious or critical one.
 * Also fails when the browser blocked anything under the Content-Security-Policy (proxy.ts) in this
 * tab so far.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  await expectNoCspViolations(page, name);
  // Next.js streams a dynamic page's metadata: its <title> lands just after the content, and a
  // refresh (router.refresh after a bulk change) swaps it for the new one. axe's own title rule
  // samples one instant and once caught that swap (a fresh-clone run: "Documents must have <title>"
  // on the list, right after a bulk archive). Every page must have a title: checked here, waiting for
  // the settled page, before and after axe, instead of by that rule.
  await expect(page, `${name} has a title`).toHaveTitle(/\S/);
  // A list still showing the previous filter's rows dims them (aria-busy) until the new ones come:
  // on a loaded machine axe once measured the dimmed text's contrast (list-view-phone-filters).
  await expect(page.locator('[aria-busy="true"]'), `${name} has settled`).toHaveCount(0);
  const results = await new AxeBuilder({ page }).disableRules(["document-title"]).analyze();
  await expect(page, `${name} still has a title`).toHaveTitle(/\S/);
  mkdirSync(path.join(resultsDir, "axe"), { recursive: true });
  mkdirSync(path.join(resultsDir, "screenshots"), { recursive: true });
  const findings = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(" ")),
  }));
  writeFileSync(path.join(resultsDir, "axe", `${name}.json`), JSON.stringify(findings, null, 2));
  await page.screenshot({ path: path.join(resultsDir, "screenshots", `${name}.png`), fullPage: true });
  const blocking = findings.filter(
    (finding) => finding.impact === "serious" || finding.impact === "critical",
  );
  expect(blocking, `axe-core findings on ${name}`).toEqual([]);
}

/** Fails when the browser reported blocking anything under the page's Content-Security-Policy in this tab. */
export async function expectNoCspViolations(page: Page, name: string): Promise<void> {
  const violations = (await page.consoleMessages())
    .map((message) => message.text())
    .filter((text) => /Content Security Policy/i.test(text));
  expect(violations, `Content-Security-Policy violations up to ${name}`).toEqual([]);
}
