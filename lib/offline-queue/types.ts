/**
 * A change made while offline, kept in this browser (IndexedDB) until it reaches the server. `id` is
 * also the Idempotency-Key of the create calls it makes, so a retry never creates twice.
 */
export type QueuedChange = QueuedCreate | QueuedEdit;

type Common = {
  /** Order of capture; set by the store. */
  seq?: number;
  id: string;
  createdAt: string;
  /**
   * Whose change it is (the person's offline key, lib/offline/user-cache-key.ts): only they see it
   * and only their session sends it, never the next person signed in on this browser.
   */
  owner?: string;
  /** The item's name, to show in the list of waiting changes. */
  label: string;
  state: "pending" | "conflict" | "failed";
  /** Why a failed change did not go through (the server's message). */
  error?: string;
};

/** Quick add: POST /entities, then the photo (if any) as the item's primary photo. */
export type QueuedCreate = Common & {
  kind: "create";
  body: Record<string, unknown>;
  photo?: { blob: Blob; name: string };
  /** The created item's id once the create went through and only the photo is left. */
  createdId?: string;
};

/** An edit of an existing item (a move and a quantity change are edits too). */
export type QueuedEdit = Common & {
  kind: "edit";
  entityId: string;
  /** PATCH with the changed keys; PUT (the whole editor body) when custom fields changed. */
  method: "PATCH" | "PUT";
  body: Record<string, unknown>;
  /** The ETag of the version the edit was made on: sent as If-Match. */
  etag: string | null;
  /** The edited keys' values in that version, to show what changed on both sides. */
  before: Record<string, unknown>;
  conflict?: Conflict;
};

/** A 412: someone else changed the item. `fields` lists the keys where the two versions differ. */
export type Conflict = {
  /** The current version's ETag: "keep mine" sends the edit again with it. */
  etag: string;
  fields: Array<{ field: string; before: unknown; mine: unknown; theirs: unknown }>;
};

/** Where the queue lives: IndexedDB in the browser, an array in unit tests. */
export interface QueueStore {
  /** Every change, oldest first. */
  all(): Promise<QueuedChange[]>;
  add(change: QueuedChange): Promise<void>;
  put(change: QueuedChange): Promise<void>;
  remove(seq: number): Promise<void>;
}

/** One HTTP call; status 0 when the server could not be reached. */
export type Send = (request: {
  method: "GET" | "POST" | "PUT" | "PATCH";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}) => Promise<{ status: number; body: unknown; etag: string | null }>;

/** Runs `work` while holding the queue's lock (one flush at a time across tabs). */
export type WithLock = <T>(work: () => Promise<T>) => Promise<T>;
