/** How one item of a bulk action ended: done, or failed with the server's message. */
export type BulkOutcome<T> = { item: T; ok: true } | { item: T; ok: false; error: string };

/**
 * Runs `work` for every item with at most `limit` running at once (so a bulk action on a page of
 * entities neither queues 50 requests at the server nor takes 50 round trips), reporting each
 * outcome as it lands. One failure never stops the others.
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<unknown>,
  onOutcome: (outcome: BulkOutcome<T>) => void = () => {},
): Promise<Array<BulkOutcome<T>>> {
  const outcomes: Array<BulkOutcome<T>> = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      let outcome: BulkOutcome<T>;
      try {
        await work(item);
        outcome = { item, ok: true };
      } catch (error) {
        outcome = { item, ok: false, error: error instanceof Error ? error.message : String(error) };
      }
      outcomes[index] = outcome;
      onOutcome(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return outcomes;
}
