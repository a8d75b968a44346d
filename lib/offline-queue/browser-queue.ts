import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { apiUrl } from "@/lib/api-client/api-request";
import { dropChange, flushQueue, keepMine, type FlushResult } from "./flush";
import {
  CHANNEL_NAME,
  DB_NAME,
  DB_VERSION,
  QUEUE_CHANGED,
  queueOwner,
  queueRefusal,
  STORE,
} from "./queue-state";
import type { QueuedChange, QueuedCreate, QueuedEdit, QueueStore, Send, WithLock } from "./types";

interface QueueDb extends DBSchema {
  changes: { key: number; value: QueuedChange };
}

const LOCK_NAME = "cairn-offline-queue";

let database: Promise<IDBPDatabase<QueueDb>> | null = null;

/** The changes one person made; nobody (no owner known yet) sees none. */
export function ownChanges(changes: QueuedChange[], key: string | null): QueuedChange[] {
  return key ? changes.filter((change) => change.owner === key) : [];
}
const open = () =>
  (database ??= openDB<QueueDb>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    },
  }));

function announce() {
  window.dispatchEvent(new Event(QUEUE_CHANGED));
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage("changed");
  channel.close();
}

export const browserStore: QueueStore = {
  async all() {
    return ownChanges(await (await open()).getAll("changes"), queueOwner());
  },
  async add(change) {
    const refusal = queueRefusal();
    const owner = queueOwner();
    if (refusal || !owner) throw new Error(refusal ?? "no signed-in person");
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
