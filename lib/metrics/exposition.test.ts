import { describe, expect, it } from "vitest";
import { renderFamilies } from "./exposition";

describe("renderFamilies", () => {
  it("writes HELP, TYPE and samples with escaped label values", () => {
    const text = renderFamilies([
      {
        name: "http_requests_total",
        help: "Requests.",
        type: "counter",
        samples: [
          { labels: { method: "GET", route: '/a"b\\c\nd', status: "200" }, value: 3 },
          { value: Infinity, suffix: "_x" },
        ],
      },
    ]);
    expect(text).toBe(
      [
        "# HELP http_requests_total Requests.",
        "# TYPE http_requests_total counter",
        'http_requests_total{method="GET",route="/a\\"b\\\\c\\nd",status="200"} 3',
        "http_requests_total_x +Inf",
        "",
      ].join("\n"),
    );
  });
});
