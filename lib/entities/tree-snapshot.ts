import { latestSeqOfGroup } from "@/lib/events/read-events";

/**
 * Whole-tree figures (the skeleton, the rolled-up totals) kept per group until the group changes.
 * Every write to a group's entities records a change event in its own transaction (create, update,
 * move, delete, import, restore, wipe), so the group's newest event number names the state they were
 * read from. The number is read before the figures: a write landing in between makes them newer than
 * their label, and the next call reads them again, never the other way round. Each server process
 * keeps its own copy; all of them check the number in the shared database, so scale-out stays right.
 */
export class TreeSnapshots<T> {
  private readonly entries = new Map<string, { seq: number; value: Promise<T> }>();

  constructor(
    private readonly read: (groupId: string) => Promise<T>,
    /** Groups kept at once; the least recently read is dropped first. */
    private readonly capacity = 32,
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
    const value = this.read(groupId);
    const entry = { seq, value };
    this.entries.set(groupId, entry);
    // A failed read is not kept: the next call tries again.
    value.catch(() => {
      if (this.entries.get(groupId) === entry) this.entries.delete(groupId);
    });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** The kept figures when they are still current, else undefined (nothing is read). */
  async current(groupId: string): Promise<T | undefined> {
    const kept = this.entries.get(groupId);
    if (!kept) return undefined;
    return kept.seq === (await latestSeqOfGroup(groupId)) ? kept.value : undefined;
  }
}
