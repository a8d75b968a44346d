import { z } from "zod";
import { createApiKey, listApiKeys } from "@/lib/auth/api-keys";
import { apiRoute } from "@/lib/http/api-route";
import { apiKeyCreate, apiKeyCreatedOut, apiKeyOut } from "@/lib/schemas/api-keys";

export const GET = apiRoute(
  { access: "user", summary: "List the user's API keys", response: z.array(apiKeyOut) },
  ({ principal }) => listApiKeys(principal.userId),
);

export const POST = apiRoute(
  {
    access: "user",
    body: apiKeyCreate,
    status: 201,
    summary: "Create an API key (its token is shown only here)",
    response: apiKeyCreatedOut,
  },
  ({ principal, body }) => createApiKey(principal, body),
);
