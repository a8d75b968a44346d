/** Who runs the import: the instance's operator from the command line, or a group owner on the web. */
export type ImportMode = { kind: "command" } | { kind: "web"; actorUserId: string };

export type KindCounts = { created: number; updated: number; skipped: number };

export const RECORD_KINDS = [
  "users",
  "groups",
  "memberships",
  "invitations",
  "entityTypes",
  "locations",
  "items",
  "customFields",
  "tags",
  "templates",
  "maintenance",
  "attachments",
  "thumbnails",
  "notifiers",
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export type GroupOutcome = { id: string; name: string; imported: boolean; error?: string };

/** What an import did, per kind of record, and everything it had to change or leave out. */
export class ImportReport {
  readonly counts = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, { created: 0, updated: 0, skipped: 0 }]),
  ) as Record<RecordKind, KindCounts>;
  readonly warnings: string[] = [];
  readonly groups: GroupOutcome[] = [];
  schemaVersion = 0;

  count(kind: RecordKind, what: keyof KindCounts, by = 1): void {
    this.counts[kind][what] += by;
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  /** Counts and warnings of one group's transaction, kept only if it commits (see `merge`). */
  scratch(): ImportReport {
    const child = new ImportReport();
    child.schemaVersion = this.schemaVersion;
    return child;
  }

  merge(child: ImportReport): void {
    for (const kind of RECORD_KINDS) {
      for (const what of ["created", "updated", "skipped"] as const)
        this.counts[kind][what] += child.counts[kind][what];
    }
    this.warnings.push(...child.warnings);
  }

  toJSON() {
    return {
      schemaVersion: this.schemaVersion,
      groups: this.groups,
      counts: this.counts,
      warnings: this.warnings,
    };
  }
}
