import path from "node:path";
import { describe, expect, it } from "vitest";
import { allowMarker, repoFiles, scanRepository, scanText } from "./repo-boundary";

const root = path.resolve(import.meta.dirname, "..", "..");

describe("repo boundary", () => {
  it("finds nothing in the repository that reads outside it", () => {
    expect(repoFiles(root).length).toBeGreaterThan(100);
    expect(scanRepository(root)).toEqual([]);
  });

  it("catches the spec path the shape checker once climbed to", () => {
    const text = [
      "const specPath = path.resolve(",
      "  import.meta.dirname,",
      '  "..",',
      '  "..",',
      '  "..",',
      '  "shared",',
      '  "spec",',
      '  "homebox-openapi-3.json",',
      ");",
    ].join("\n");
    const problems = scanText(root, "tests/support/openapi-shape.ts", text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ line: 1, reason: expect.stringContaining("outside") });
  });

  it("catches relative strings, URLs and absolute paths that leave the repository", () => {
    const file = "lib/a/b.ts";
    expect(scanText(root, file, 'readFileSync("../../../shared/x.json")')).toHaveLength(1); // repo-boundary: not a path
    expect(scanText(root, file, 'new URL("../../../notes/x.md", import.meta.url)')).toHaveLength(1); // repo-boundary: not a path
    expect(scanText(root, file, 'path.join(__dirname, "..", "..", "..", "x")')).toHaveLength(1); // repo-boundary: not a path
    expect(scanText(root, file, 'const spec = "/work/shared/spec/x.json";')).toHaveLength(1); // repo-boundary: not a path
    expect(scanText(root, ".ci/run", "cat ../shared/spec/CONTRACT.md")).toHaveLength(1); // repo-boundary: not a path
  });

  it("lets paths inside the repository and marked test data pass", () => {
    const file = "lib/a/b.ts";
    expect(scanText(root, file, 'import { x } from "../../lib/c";')).toEqual([]);
    expect(scanText(root, file, 'path.join(import.meta.dirname, "..", "..", "tests")')).toEqual([]);
    expect(scanText(root, file, `const hostile = "../../../../etc/passwd"; // ${allowMarker}`)).toEqual([]); // repo-boundary: not a path
  });
});
