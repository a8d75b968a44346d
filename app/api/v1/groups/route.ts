import { createGroup, deleteGroup, getGroup, updateGroup } from "@/lib/groups/groups";
import { apiRoute } from "@/lib/http/api-route";
import { groupCreate, groupOut, groupUpdate } from "@/lib/schemas/groups";

export const GET = apiRoute(
  { access: "tenant", summary: "Get the current group", response: groupOut },
  ({ tenant }) => getGroup(tenant),
);

export const PUT = apiRoute(
  {
    access: "tenant",
    role: "owner",
    body: groupUpdate,
    summary: "Rename the group or change its currency",
    response: groupOut,
  },
  ({ tenant, body }) => updateGroup(tenant, body),
);

export const POST = apiRoute(
  { access: "user", body: groupCreate, status: 201, summary: "Create a group", response: groupOut },
  ({ principal, body }) => createGroup(principal.userId, body),
);

export const DELETE = apiRoute(
  { access: "tenant", role: "owner", status: 204, summary: "Delete the group and everything in it" },
  async ({ tenant }) => {
    await deleteGroup(tenant);
  },
);
