import { listGroupsOfUser } from "@/lib/groups/groups";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ access: "user" }, ({ principal }) => listGroupsOfUser(principal.userId));
