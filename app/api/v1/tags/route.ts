import { apiRoute } from "@/lib/http/api-route";
import { tagCreate } from "@/lib/schemas/tags";
import { createTag, listTags } from "@/lib/tags/tags";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => listTags(tenant));

export const POST = apiRoute({ access: "tenant", body: tagCreate, status: 201 }, ({ tenant, body }) =>
  createTag(tenant, body),
);
