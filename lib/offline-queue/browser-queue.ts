import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { apiUrl } from "@/lib/api-client/api-request";
import { dropChange, flushQueue, keepMine, type FlushResult } from "./flush";
import type { QueuedChange, QueuedCreate, QueuedEdit, QueueStore, Send, WithLock } from "./types";

interface QueueDb extends DBSchema {
  changes: { key: number; value: QueuedChange };
}

const DB_NAME = "cairn-offline";
const LOCK_NAME = "cairn-offline-queue";
const CHANNEL_NAME = "cairn-offline-queue";
/** The in-tab event the indicator listens to; other tabs hear the BroadcastChannel. */
export const QUEUE_CHANGED = "cairn:offline-queue-changed";

let database: Promise<IDBPDatabase<QueueDb>> | null = null;

/** The signed-in person's offline key, set by the app shell before anything reads the queue. */
let owner: string | null = null;
export function setQueueOwner(key: string) {
  owner = key;
}

/** The changes one person made; nobody (no owner known yet) sees none. */
export function ownChanges(changes: QueuedChange[], key: string | null): QueuedChange[] {
  return key ? changes.filter((change) => change.owner === key) : [];
}
const open = () =>
  (database ??= openDB<QueueDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore("changes", { keyPath: "seq", autoIncrement: true });
    },
  }));

function announce() {
  window.dispatchEvent(new Event(QUEUE_CHANGED));
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage("changed");
  channel.close();
}

/** Calls `onChange` whenever this tab or another changes the queue. */
export function watchQueue(onChange: () => void): () => void {
  window.addEventListener(QUEUE_CHANGED, onChange);
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);
  channel?.addEventListener("message", onChange);
  return () => {
    window.removeEventListener(QUEUE_CHANGED, onChange);
    channel?.close();
  };
}

export const browserStore: QueueStore = {
  async all() {
    return ownChanges(await (await open()).getAll("changes"), owner);
  },
  async add(change) {
    if (!owner) throw new Error("no signed-in person to keep the change for");
    const { seq: _seq, ...rest } = change;
    await (await open()).add("changes", { ...rest, owner } as QueuedChange);
    announce();
  },
  async put(change) {
    await (await open()).put("changes", change);
    announce();
  },
  async remove(seq) {
    await (await open()).delete("changes", seq);
    announce();
  },
};

/** The Web Locks API holds the lock across tabs; a browser without it has one flush per tab. */
const withLock: WithLock = (work) =>
  typeof navigator !== "undefined" && navigator.locks
    ? (navigator.locks.request(LOCK_NAME, work) as ReturnType<typeof work>)
    : work();

const send: Send = async ({ method, path, body, headers }) => {
  const isForm = body instanceof FormData;
  try {
    const response = await fetch(apiUrl(path), {
      method,
      headers: {
        ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
        "X-Cairn-Client": "web",
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, etag: response.headers.get("etag") };
  } catch {
    return { status: 0, body: null, etag: null };
  }
};

/** Whether the browser says it has no connection (a change is then queued rather than sent). */
export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

export function queueCreate(input: Pick<QueuedCreate, "body" | "photo" | "label">): Promise<void> {
  return browserStore.add({
    ...input,
    kind: "create",
    id: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    state: "pending",
  });
}

export function queueEdit(
  input: Pick<QueuedEdit, "entityId" | "method" | "body" | "etag" | "before" | "label">,
) {
  return browserStore.add({
    ...input,
    kind: "edit",
    id: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    state: "pending",
  });
}

export const flushBrowserQueue = (): Promise<FlushResult> => flushQueue(browserStore, send, withLock);
export const keepMyChange = (change: QueuedEdit) => keepMine(browserStore, change);
export const dropQueuedChange = (change: QueuedChange) => dropChange(browserStore, change);
