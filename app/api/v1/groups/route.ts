import { createGroup, deleteGroup, getGroup, updateGroup } from "@/lib/groups/groups";
import { apiRoute } from "@/lib/http/api-route";
import { groupCreate, groupUpdate } from "@/lib/schemas/groups";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => getGroup(tenant));

export const PUT = apiRoute({ access: "tenant", role: "owner", body: groupUpdate }, ({ tenant, body }) =>
  updateGroup(tenant, body),
);

export const POST = apiRoute({ access: "user", body: groupCreate, status: 201 }, ({ principal, body }) =>
  createGroup(principal.userId, body),
);

export const DELETE = apiRoute({ access: "tenant", role: "owner" }, async ({ tenant }) => {
  await deleteGroup(tenant);
});
