import { apiRoute, idParams } from "@/lib/http/api-route";
import { webhookOut } from "@/lib/schemas/webhooks";
import { rotateWebhookSecret } from "@/lib/webhooks/rotate-webhook-secret";

export const POST = apiRoute(
  {
    access: "tenant",
    role: "owner",
    params: idParams,
    summary: "Replace a webhook's signing secret; the answer shows the new one in full",
    response: webhookOut,
  },
  ({ tenant, params }) => rotateWebhookSecret(tenant, params.id),
);
