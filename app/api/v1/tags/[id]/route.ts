import { apiRoute, idParams } from "@/lib/http/api-route";
import { tagOut, tagUpdate } from "@/lib/schemas/tags";
import { deleteTag, getTag, updateTag } from "@/lib/tags/tags";

export const GET = apiRoute(
  { access: "tenant", params: idParams, summary: "Get a tag with its parent and children", response: tagOut },
  ({ tenant, params }) => getTag(tenant, params.id),
);

export const PUT = apiRoute(
  { access: "tenant", params: idParams, body: tagUpdate, summary: "Replace a tag", response: tagOut },
  ({ tenant, params, body }) => updateTag(tenant, params.id, body),
);

export const DELETE = apiRoute(
  { access: "tenant", params: idParams, status: 204, summary: "Delete a tag" },
  async ({ tenant, params }) => {
    await deleteTag(tenant, params.id);
  },
);
