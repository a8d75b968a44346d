/**
 * The small part of the offline queue every page needs: whose changes they are, whether the browser
 * is offline, how tabs hear of changes, and how many changes wait. The queue itself (IndexedDB
 * through idb, sending) is in browser-queue.ts and loads (load-queue.ts) only when something is queued or waits.
 */
export const DB_NAME = "cairn-offline";
export const DB_VERSION = 1;
export const STORE = "changes";
export const CHANNEL_NAME = "cairn-offline-queue";
/** The in-tab event the indicator listens to; other tabs hear the BroadcastChannel. */
export const QUEUE_CHANGED = "cairn:offline-queue-changed";

/** The signed-in person's offline key, set by the app shell before anything reads the queue. */
let owner: string | null = null;
/** Whether that person may change the group's records: a read-only viewer's writes are never queued. */
let ownerMayWrite = true;
export function setQueueOwner(key: string, mayWrite = true) {
  owner = key;
  ownerMayWrite = mayWrite;
}
export const queueOwner = () => owner;

/** Why a change cannot be queued now: nobody signed in, or a viewer (the server would refuse it). */
export function queueRefusal(): string | null {
  if (!owner) return "no signed-in person to keep the change for";
  if (!ownerMayWrite) return "a viewer of the group cannot queue changes";
  return null;
}

/** Whether the browser says it has no connection (a change is then queued rather than sent). */
export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

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

/**
 * Whether anything at all waits in this browser's queue (anyone's), read with IndexedDB directly
 * so a page with nothing queued loads none of the queue's code. Opening creates the store exactly
 * as browser-queue.ts does, so either may open the database first.
 */
export function anythingQueued(): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve(false);
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    };
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const count = db.transaction(STORE, "readonly").objectStore(STORE).count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result > 0);
        };
        count.onerror = () => {
          db.close();
          resolve(false);
        };
      } catch {
        db.close();
        resolve(false);
      }
    };
  });
}
