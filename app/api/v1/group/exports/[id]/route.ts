import { deleteJob } from "@/lib/collection/delete-job";
import { getJob } from "@/lib/collection/list-jobs";
import { apiRoute } from "@/lib/http/api-route";
import { collectionJobOut, collectionJobParams } from "@/lib/schemas/collection";

export const GET = apiRoute(
  {
    access: "tenant",
    params: collectionJobParams,
    summary: "Get a collection backup or restore job",
    response: collectionJobOut,
  },
  ({ tenant, params }) => getJob(tenant, params.id),
);

export const DELETE = apiRoute(
  {
    access: "tenant",
    params: collectionJobParams,
    status: 204,
    summary: "Delete a finished job and its backup zip",
  },
  ({ tenant, params }) => deleteJob(tenant, params.id),
);
