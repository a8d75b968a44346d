import { z } from "zod";
import { apiRoute } from "@/lib/http/api-route";
import { tagCreate, tagOut, tagSummaryOut } from "@/lib/schemas/tags";
import { createTag } from "@/lib/tags/create-tag";
import { listTags } from "@/lib/tags/list-tags";

export const GET = apiRoute(
  { access: "tenant", summary: "List the group's tags", response: z.array(tagSummaryOut) },
  ({ tenant }) => listTags(tenant),
);

export const POST = apiRoute(
  { access: "tenant", body: tagCreate, status: 201, summary: "Create a tag", response: tagOut },
  ({ tenant, body }) => createTag(tenant, body),
);
