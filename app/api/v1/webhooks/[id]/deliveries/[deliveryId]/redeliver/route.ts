import { apiRoute } from "@/lib/http/api-route";
import { webhookDeliveryOut, webhookDeliveryParams } from "@/lib/schemas/webhooks";
import { redeliverDelivery } from "@/lib/webhooks/redeliver-delivery";

export const POST = apiRoute(
  {
    access: "tenant",
    role: "owner",
    params: webhookDeliveryParams,
    status: 202,
    summary: "Queue a delivery's event again, as a new delivery",
    response: webhookDeliveryOut,
  },
  ({ tenant, params }) => redeliverDelivery(tenant, params.id, params.deliveryId),
);
