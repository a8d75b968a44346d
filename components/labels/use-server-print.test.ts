import { describe, expect, it } from "vitest";
import { printProblem } from "./use-server-print";

const answer = (status: number, body?: unknown, headers?: Record<string, string>) =>
  new Response(body === undefined ? "Printed!" : JSON.stringify(body), { status, headers });

describe("the label printer's answers", () => {
  it("says nothing when the label printed", async () => {
    expect(await printProblem(answer(200), "Drill")).toBeNull();
  });

  it("names each refusal", async () => {
    expect(
      await printProblem(answer(422, { error: "print: no label printer", code: "validation" }), "Drill"),
    ).toEqual({
      kind: "notSetUp",
    });
    expect(
      await printProblem(
        answer(429, { error: "wait", code: "rate_limited" }, { "Retry-After": "4" }),
        "Drill",
      ),
    ).toEqual({
      kind: "tooFast",
      waitSeconds: 4,
    });
    expect(await printProblem(answer(429, { error: "wait", code: "rate_limited" }), "Drill")).toEqual({
      kind: "tooFast",
      waitSeconds: null,
    });
    expect(
      await printProblem(
        answer(502, { error: "the label printer command exited with 3", code: "upstream_failed" }),
        "Drill",
      ),
    ).toEqual({ kind: "printerFailed", name: "Drill", reason: "the label printer command exited with 3" });
    expect(await printProblem(answer(502, "not json"), "Drill")).toEqual({
      kind: "printerFailed",
      name: "Drill",
      reason: "",
    });
    expect(await printProblem(answer(404, { error: "not found", code: "not_found" }), "Drill")).toEqual({
      kind: "gone",
      name: "Drill",
    });
    expect(await printProblem(answer(503, { error: "busy", code: "unavailable" }), "Drill")).toEqual({
      kind: "other",
      name: "Drill",
      status: 503,
      reason: "busy",
    });
  });

  it("goes by the code, not the status: an answer without one is not Cairn's", async () => {
    expect(await printProblem(answer(404, { error: "Not Found" }), "Drill")).toEqual({
      kind: "other",
      name: "Drill",
      status: 404,
      reason: "Not Found",
    });
  });
});
