import { listMembers } from "@/lib/groups/groups";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ access: "tenant" }, ({ tenant }) => listMembers(tenant));
