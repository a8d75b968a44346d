import { apiRoute } from "@/lib/http/api-route";
import { serveMetrics } from "@/lib/metrics/serve-metrics";

export const dynamic = "force-dynamic";

export const GET = apiRoute(
  {
    access: "public",
    summary: "Prometheus metrics of this process (METRICS_ENABLED / METRICS_TOKEN)",
    responseMediaType: "text/plain; version=0.0.4",
  },
  ({ request }) => serveMetrics(request),
);
