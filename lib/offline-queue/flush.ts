import { errorCodeOf } from "@/lib/errors/error-codes";
import type { Conflict, QueuedChange, QueuedCreate, QueuedEdit, QueueStore, Send, WithLock } from "./types";

export type FlushResult = { sent: number; offline: boolean };

type Outcome = "done" | "offline" | "kept";

function messageOf(body: unknown, status: number): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === "string" && error ? error : `HTTP ${status}`;
}

/** The value the server holds for a key the edit sent (ids where the editor sends ids). */
function serverValue(entity: Record<string, unknown>, key: string): unknown {
  if (key === "parentId") return (entity.parent as { id?: string } | null)?.id ?? "";
  if (key === "entityTypeId") return (entity.entityType as { id?: string } | null)?.id ?? "";
  if (key === "tagIds") return ((entity.tags as Array<{ id: string }>) ?? []).map((tag) => tag.id).sort();
  return entity[key] ?? "";
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : (a ?? "")) ===
  JSON.stringify(Array.isArray(b) ? [...b].sort() : (b ?? ""));

/** The keys of an edit whose value on the server differs from the edit's. */
export function conflictFields(change: QueuedEdit, current: Record<string, unknown>): Conflict["fields"] {
  return Object.entries(change.body)
    .filter(([key]) => key !== "fields")
    .map(([field, mine]) => ({
      field,
      before: change.before[field],
      mine,
      theirs: serverValue(current, field),
    }))
    .filter((entry) => !same(entry.mine, entry.theirs));
}

/**
 * No answer (offline), or no session (it ended, or another person's page): the change waits,
 * pending, for its person to be signed in and online again. It is not theirs to fail.
 */
const sessionLess = (answer: Answer) => answer.status === 0 || errorCodeOf(answer.body) === "unauthorized";

type Answer = Awaited<ReturnType<Send>>;

async function sendCreate(change: QueuedCreate, store: QueueStore, send: Send): Promise<Outcome> {
  let createdId = change.createdId;
  if (!createdId) {
    const created = await send({
      method: "POST",
      path: "/entities",
      body: change.body,
      headers: { "Idempotency-Key": change.id },
    });
    if (sessionLess(created)) return "offline";
    if (created.status !== 201) {
      await store.put({ ...change, state: "failed", error: messageOf(created.body, created.status) });
      return "kept";
    }
    createdId = (created.body as { id: string }).id;
    // Noted before the photo goes up: should the upload fail, the item is not created again.
    await store.put({ ...change, createdId });
  }
  if (change.photo) {
    const form = new FormData();
    form.append("file", change.photo.blob, change.photo.name);
    form.append("name", change.photo.name);
    form.append("type", "photo");
    form.append("primary", "true");
    const uploaded = await send({
      method: "POST",
      path: `/entities/${createdId}/attachments`,
      body: form,
      headers: { "Idempotency-Key": `${change.id}-photo` },
    });
    if (sessionLess(uploaded)) return "offline";
    if (uploaded.status !== 201) {
      await store.put({
        ...change,
        createdId,
        state: "failed",
        error: messageOf(uploaded.body, uploaded.status),
      });
      return "kept";
    }
  }
  return "done";
}

async function sendEdit(
  change: QueuedEdit,
  store: QueueStore,
  send: Send,
  later: QueuedChange[],
): Promise<Outcome> {
  const path = `/entities/${change.entityId}`;
  const answer = await send({
    method: change.method,
    path,
    body: change.body,
    headers: change.etag ? { "If-Match": change.etag } : {},
  });
  if (sessionLess(answer)) return "offline";
  if (answer.status === 200) {
    // Later edits of the same item were made on the version this one started from, after it on
    // this device: they now go on top of the version this edit made.
    for (const next of later) {
      if (
        next.kind === "edit" &&
        next.entityId === change.entityId &&
        next.etag === change.etag &&
        answer.etag
      ) {
        next.etag = answer.etag;
        await store.put(next);
      }
    }
    return "done";
  }
  if (errorCodeOf(answer.body) === "precondition_failed") {
    const current = await send({ method: "GET", path });
    if (sessionLess(current)) return "offline";
    if (current.status === 200 && current.etag) {
      const fields = conflictFields(change, current.body as Record<string, unknown>);
      // The server already holds exactly this edit (its answer was lost on the way back): done.
      if (fields.length === 0 && change.method === "PATCH") return "done";
      await store.put({ ...change, state: "conflict", conflict: { etag: current.etag, fields } });
      return "kept";
    }
  }
  await store.put({ ...change, state: "failed", error: messageOf(answer.body, answer.status) });
  return "kept";
}

/**
 * Sends the waiting changes in the order they were made, under the lock so two tabs never send the
 * same change. The queue is read inside the lock: a change another tab already sent is gone by then.
 * Stops at the first change the server cannot be reached for (the rest keep their order). A change
 * that needs a decision (412) or failed stays, and so do later changes of the same item, so an
 * item's edits never overtake each other.
 */
export function flushQueue(store: QueueStore, send: Send, withLock: WithLock): Promise<FlushResult> {
  return withLock(async () => {
    const changes = await store.all();
    const held = new Set<string>();
    let sent = 0;
    for (const [index, change] of changes.entries()) {
      const itemKey = change.kind === "edit" ? change.entityId : change.id;
      if (change.state !== "pending" || held.has(itemKey)) {
        held.add(itemKey);
        continue;
      }
      const outcome =
        change.kind === "create"
          ? await sendCreate(change, store, send)
          : await sendEdit(change, store, send, changes.slice(index + 1));
      if (outcome === "offline") return { sent, offline: true };
      if (outcome === "kept") {
        held.add(itemKey);
        continue;
      }
      await store.remove(change.seq!);
      sent++;
    }
    return { sent, offline: false };
  });
}

/** "Keep mine": the edit goes again on top of the version it conflicted with. */
export async function keepMine(store: QueueStore, change: QueuedEdit): Promise<void> {
  if (!change.conflict) return;
  await store.put({ ...change, etag: change.conflict.etag, state: "pending", conflict: undefined });
}

/** "Keep theirs" (or discarding a failed change): the change is dropped from the queue. */
export async function dropChange(store: QueueStore, change: QueuedChange): Promise<void> {
  await store.remove(change.seq!);
}
