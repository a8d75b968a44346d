import { apiRoute, idParams } from "@/lib/http/api-route";
import { webhookDeliveryPageOut, webhookDeliveryQuery } from "@/lib/schemas/webhooks";
import { listDeliveries } from "@/lib/webhooks/list-deliveries";

export const GET = apiRoute(
  {
    access: "tenant",
    params: idParams,
    query: webhookDeliveryQuery,
    summary: "A page of a webhook's delivery log, newest first",
    response: webhookDeliveryPageOut,
  },
  ({ tenant, params, query }) => listDeliveries(tenant, params.id, query),
);
