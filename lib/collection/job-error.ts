/** A failure a job reports to the person as is (a bad archive, a group that is not empty, ...). */
export class CollectionJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CollectionJobError";
  }
}

/** The text stored in a failed job's `error`: ours as is, anything else briefly. */
export function jobErrorMessage(error: unknown): string {
  if (error instanceof CollectionJobError) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `unexpected error: ${detail.replace(/\s+/g, " ").slice(0, 300)}`;
}
