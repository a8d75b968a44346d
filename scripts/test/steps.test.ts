import path from "node:path";
import { describe, expect, it } from "vitest";
import { failedPlaywrightTests, failedVitestTests, root } from "./steps.mjs";

describe("the names of failed tests a run prints last", () => {
  it("lists each failed vitest test with its file, and no passed one", () => {
    const report = {
      testResults: [
        {
          name: path.join(root, "tests/api/a.test.ts"),
          assertionResults: [
            { status: "passed", title: "works", fullName: "a works" },
            { status: "failed", title: "breaks", fullName: "a breaks" },
          ],
        },
        {
          name: path.join(root, "tests/api/b.test.ts"),
          assertionResults: [{ status: "skipped", title: "later" }],
        },
      ],
    };
    expect(failedVitestTests(report)).toEqual(["tests/api/a.test.ts › a breaks"]);
  });

  it("lists each Playwright test that ended unexpectedly, in nested suites, with its project and status", () => {
    const spec = (title: string, status: string, result: string) => ({
      title,
      file: "journey.spec.ts",
      tests: [{ projectName: "phone", status, results: [{ status: result }] }],
    });
    const report = {
      suites: [
        {
          specs: [spec("passes", "expected", "passed")],
          suites: [
            { specs: [spec("times out", "unexpected", "timedOut"), spec("flaky", "flaky", "passed")] },
          ],
        },
      ],
    };
    expect(failedPlaywrightTests(report)).toEqual(["phone › journey.spec.ts › times out (timedOut)"]);
  });
});
