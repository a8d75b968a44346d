/**
 * Prisma assumes SQLite binds at most 999 parameters per statement; a page of up to 1000 entities
 * is therefore looked up in slices.
 */
export const BATCH_SIZE = 400;

/** Runs `load` for each slice of `ids` (in parallel) and concatenates the results. */
export async function inBatches<T>(ids: string[], load: (batch: string[]) => Promise<T[]>): Promise<T[]> {
  if (ids.length === 0) return [];
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += BATCH_SIZE)
    batches.push(ids.slice(start, start + BATCH_SIZE));
  return (await Promise.all(batches.map(load))).flat();
}
