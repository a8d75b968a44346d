import { describe, expect, it } from "vitest";
import { printProblem } from "./use-server-print";

const answer = (status: number, body?: unknown, headers?: Record<string, string>) =>
  new Response(body === undefined ? "Printed!" : JSON.stringify(body), { status, headers });

describe("the label printer's answers in words", () => {
  it("says nothing when the label printed", async () => {
    expect(await printProblem(answer(200), "Drill")).toBeNull();
  });

  it("names each refusal", async () => {
    expect(await printProblem(answer(422, { error: "print: no label printer" }), "Drill")).toBe(
      "This server has no label printer set up (CAIRN_LABEL_PRINT_COMMAND).",
    );
    expect(await printProblem(answer(429, { error: "wait" }, { "Retry-After": "4" }), "Drill")).toMatch(
      /try again in 4 s\.$/,
    );
    expect(await printProblem(answer(429, { error: "wait" }), "Drill")).toMatch(/try again in a minute\.$/);
    expect(
      await printProblem(answer(502, { error: "the label printer command exited with 3" }), "Drill"),
    ).toBe("The label printer did not print “Drill”: the label printer command exited with 3");
    expect(await printProblem(answer(502, "not json"), "Drill")).toBe(
      "The label printer did not print “Drill”.",
    );
    expect(await printProblem(answer(404, { error: "not found" }), "Drill")).toBe(
      "“Drill” is no longer there.",
    );
    expect(await printProblem(answer(503, { error: "busy" }), "Drill")).toBe(
      "“Drill” did not print (503: busy).",
    );
  });
});
