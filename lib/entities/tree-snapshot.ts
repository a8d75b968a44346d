import { latestSeqOfGroup } from "@/lib/events/read-events";

/** How long figures kept by `stillHolds` may go without being read anew. */
export const REVALIDATE_FOR_MS = 10 * 60_000;

type Entry<T> = { seq: number; value: Promise<T>; readAt: number };

/**
 * Whole-tree figures (the skeleton, the rolled-up totals) kept per group until the group changes.
 * Every write to a group's entities records a change event in its own transaction (create, update,
 * move, delete, import, restore, wipe), so the group's newest event number names the state they were
 * read from. The number is read before the figures: a write landing in between makes them newer than
 * their label, and the next call reads them again, never the other way round. Each server process
 * keeps its own copy; all of them check the number in the shared database, so scale-out stays right.
 */
export class TreeSnapshots<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly read: (groupId: string) => Promise<T>,
    /** Groups kept at once; the least recently read is dropped first. */
    private readonly capacity = 32,
    /**
     * Optional: whether the kept figures still hold although the group changed, judged from the
     * changes after `keptSeq` up to `seq` (say false when unsure). Figures kept this way are read
     * anew after REVALIDATE_FOR_MS at the latest, so a judgement never outlives the events it read
     * (old events are pruned).
     */
    private readonly stillHolds?: (
      groupId: string,
      keptSeq: number,
      seq: number,
      kept: T,
    ) => Promise<boolean>,
  ) {}

  /** The figures of the group as they stand now: kept ones if nothing changed since, else read anew. */
  async get(groupId: string): Promise<T> {
    const seq = await latestSeqOfGroup(groupId);
    const kept = this.entries.get(groupId);
    this.entries.delete(groupId);
    if (kept && kept.seq === seq) {
      this.entries.set(groupId, kept);
      return kept.value;
    }
    const entry = { seq, value: this.readOrKeep(groupId, seq, kept), readAt: Date.now() };
    this.entries.set(groupId, entry);
    // A failed read is not kept: the next call tries again.
    entry.value.catch(() => {
      if (this.entries.get(groupId) === entry) this.entries.delete(groupId);
    });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return entry.value;
  }

  /**
   * The figures for `seq`: the kept ones when `stillHolds` says the changes since leave them right
   * (they keep the time they were read), else read anew. Calls meanwhile share this one promise.
   */
  private readOrKeep(groupId: string, seq: number, kept: Entry<T> | undefined): Promise<T> {
    if (!kept || !this.stillHolds || kept.seq > seq || Date.now() - kept.readAt >= REVALIDATE_FOR_MS)
      return this.read(groupId);
    const judge = this.stillHolds;
    return (async () => {
      const value = await kept.value.catch(() => undefined);
      if (value !== undefined && (await judge(groupId, kept.seq, seq, value))) {
        const entry = this.entries.get(groupId);
        if (entry?.seq === seq) entry.readAt = kept.readAt;
        return value;
      }
      return this.read(groupId);
    })();
  }

  /** The kept figures when they are still current, else undefined (nothing is read). */
  async current(groupId: string): Promise<T | undefined> {
    const kept = this.entries.get(groupId);
    if (!kept) return undefined;
    return kept.seq === (await latestSeqOfGroup(groupId)) ? kept.value : undefined;
  }
}
