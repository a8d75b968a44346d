// Every relative link in README.md, docs/ and bench/README.md points at a file that exists (and, for `#anchor` links
// into Markdown, at a heading that exists), so moving a section cannot leave a dead link behind.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const pages = [
  "README.md",
  "bench/README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const line of markdown.replace(/```[\s\S]*?```/g, "").split("\n")) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    found.add(
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    );
  }
  return found;
}

function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe("relative links in README.md, docs/ and bench/README.md", () => {
  it("finds the pages", () => {
    expect(pages).toContain("docs/configuration.md");
    expect(pages).toContain("docs/ARCHITECTURE.md");
  });

  it.each(pages)("%s links only to files and headings that exist", (page) => {
    const text = readFileSync(path.join(root, page), "utf8");
    const broken: string[] = [];
    for (const link of relativeLinks(text)) {
      const [file = "", anchor] = link.split("#");
      const target =
        file === "" ? path.join(root, page) : path.resolve(path.dirname(path.join(root, page)), file);
      if (!existsSync(target)) broken.push(link);
      else if (anchor && target.endsWith(".md") && !anchors(readFileSync(target, "utf8")).has(anchor))
        broken.push(link);
    }
    expect(broken).toEqual([]);
  });
});
