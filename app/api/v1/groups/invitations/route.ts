import { createInvitation, listInvitations } from "@/lib/groups/invitations";
import { apiRoute } from "@/lib/http/api-route";
import { invitationCreate } from "@/lib/schemas/groups";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => listInvitations(tenant));

export const POST = apiRoute(
  { access: "tenant", role: "owner", body: invitationCreate, status: 201 },
  ({ tenant, body }) => createInvitation(tenant, body),
);
