// docs/ARCHITECTURE.md has one line for every folder and top-level module of lib/: a new one without
// its line fails here, so the map of the code stays whole.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");

it("docs/ARCHITECTURE.md lists every lib/ folder and module", () => {
  const text = readFileSync(path.join(root, "docs", "ARCHITECTURE.md"), "utf8");
  const entries = readdirSync(path.join(root, "lib"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => (entry.isDirectory() ? `lib/${entry.name}/` : `lib/${entry.name}`));
  const missing = entries.filter((entry) => !text.includes(`- \`${entry}\`:`));
  expect(missing, "add a line for each to docs/ARCHITECTURE.md, section 'Every lib/ folder'").toEqual([]);
});
