import { checkReadiness } from "./check-readiness";

/** The readiness report, 200 when every check passed and 503 naming the failed ones otherwise. */
export async function readinessResponse(): Promise<Response> {
  const report = await checkReadiness();
  return Response.json(report, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
