import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { webhookCreate, webhookOut } from "@/lib/schemas/webhooks";
import { createWebhook } from "@/lib/webhooks/create-webhook";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";

export const GET = apiRoute(
  { access: "tenant", summary: "List the group's webhooks (secrets masked)", response: z.array(webhookOut) },
  ({ tenant }) => listWebhooks(tenant),
);

export const POST = apiRoute(
  {
    access: "tenant",
    role: "owner",
    body: webhookCreate,
    status: 201,
    summary: "Register a webhook; the answer is the only one showing the whole secret",
    response: webhookOut,
  },
  ({ tenant, body }) => createWebhook(tenant, body),
);
