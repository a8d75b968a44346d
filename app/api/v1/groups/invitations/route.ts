import { z } from "zod";
import { createInvitation, listInvitations } from "@/lib/groups/invitations";
import { apiRoute } from "@/lib/http/api-route";
import { invitationCreate, invitationCreatedOut, invitationOut } from "@/lib/schemas/groups";

export const GET = apiRoute(
  { access: "tenant", summary: "List the group's open invitations", response: z.array(invitationOut) },
  ({ tenant }) => listInvitations(tenant),
);

export const POST = apiRoute(
  {
    access: "tenant",
    role: "owner",
    body: invitationCreate,
    status: 201,
    summary: "Invite people to the group",
    response: invitationCreatedOut,
  },
  ({ tenant, body }) => createInvitation(tenant, body),
);
