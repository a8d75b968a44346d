import { apiRoute, idParams } from "@/lib/http/api-route";
import { tagMerge, tagOut } from "@/lib/schemas/tags";
import { mergeTag } from "@/lib/tags/merge-tag";

/** Cairn extension (HomeBox has no merge): folds the tag into `intoId` and answers the merged tag. */
export const POST = apiRoute(
  {
    access: "tenant",
    params: idParams,
    body: tagMerge,
    summary: "Merge a tag into another (Cairn extension)",
    response: tagOut,
  },
  ({ tenant, params, body }) => mergeTag(tenant, params.id, body.intoId),
);
