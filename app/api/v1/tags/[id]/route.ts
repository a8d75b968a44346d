import { apiRoute, idParams } from "@/lib/http/api-route";
import { tagOut, tagUpdate } from "@/lib/schemas/tags";
import { deleteTag } from "@/lib/tags/delete-tag";
import { getTag } from "@/lib/tags/get-tag";
import { updateTag } from "@/lib/tags/update-tag";

export const GET = apiRoute(
  {
    access: "tenant",
    params: idParams,
    summary: "Get a tag with its parent and children (with its ETag, for If-Match on PUT)",
    response: tagOut,
    etag: "read",
  },
  ({ tenant, params }) => getTag(tenant, params.id),
);

export const PUT = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: tagUpdate,
    summary: "Replace a tag; If-Match with a stale ETag: 412",
    response: tagOut,
    etag: "write",
    current: ({ tenant, params }) => getTag(tenant, params.id),
  },
  ({ tenant, params, body, ifMatched }) => updateTag(tenant, params.id, body, ifMatched?.updatedAt),
);

export const DELETE = apiRoute(
  { access: "tenant", params: idParams, status: 204, summary: "Delete a tag" },
  async ({ tenant, params }) => {
    await deleteTag(tenant, params.id);
  },
);
