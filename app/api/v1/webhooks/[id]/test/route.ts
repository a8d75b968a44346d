import { apiRoute, idParams } from "@/lib/http/api-route";
import { webhookDeliveryOut } from "@/lib/schemas/webhooks";
import { testWebhook } from "@/lib/webhooks/test-webhook";

export const POST = apiRoute(
  {
    access: "tenant",
    role: "owner",
    params: idParams,
    summary: 'Send a "webhook.test" event now; answers with the delivery result',
    response: webhookDeliveryOut,
  },
  ({ tenant, params }) => testWebhook(tenant, params.id),
);
