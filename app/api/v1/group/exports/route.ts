import { listJobs } from "@/lib/collection/list-jobs";
import { startExport } from "@/lib/collection/start-export";
import { apiRoute } from "@/lib/http/api-route";
import { collectionJobListOut, collectionJobOut } from "@/lib/schemas/collection";

export const GET = apiRoute(
  {
    access: "tenant",
    summary: "List the group's collection backup and restore jobs, newest first",
    response: collectionJobListOut,
  },
  ({ tenant }) => listJobs(tenant),
);

export const POST = apiRoute(
  {
    access: "tenant",
    // An export copies the group out; a viewer may take a copy of what they may read.
    viewer: "read",
    status: 202,
    summary: "Start a collection backup (a zip of every record and file of the group)",
    response: collectionJobOut,
  },
  ({ tenant }) => startExport(tenant),
);
