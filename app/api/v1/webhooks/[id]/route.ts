import { apiRoute, idParams } from "@/lib/http/api-route";
import { webhookOut, webhookUpdate } from "@/lib/schemas/webhooks";
import { deleteWebhook } from "@/lib/webhooks/delete-webhook";
import { getWebhook } from "@/lib/webhooks/get-webhook";
import { updateWebhook } from "@/lib/webhooks/update-webhook";

export const GET = apiRoute(
  { access: "tenant", params: idParams, summary: "Get a webhook (secret masked)", response: webhookOut },
  ({ tenant, params }) => getWebhook(tenant, params.id),
);

export const PUT = apiRoute(
  {
    access: "tenant",
    role: "owner",
    params: idParams,
    body: webhookUpdate,
    summary: "Update a webhook (left-out fields keep their values)",
    response: webhookOut,
  },
  ({ tenant, params, body }) => updateWebhook(tenant, params.id, body),
);

export const DELETE = apiRoute(
  { access: "tenant", role: "owner", params: idParams, status: 204, summary: "Delete a webhook and its log" },
  async ({ tenant, params }) => {
    await deleteWebhook(tenant, params.id);
  },
);
