import { createApiKey, listApiKeys } from "@/lib/auth/api-keys";
import { apiRoute } from "@/lib/http/api-route";
import { apiKeyCreate } from "@/lib/schemas/api-keys";

export const GET = apiRoute({ access: "user" }, ({ principal }) => listApiKeys(principal.userId));

export const POST = apiRoute({ access: "user", body: apiKeyCreate, status: 201 }, ({ principal, body }) =>
  createApiKey(principal.userId, body),
);
