import { describe, expect, it } from "vitest";
import { editFromBodies } from "./edit-from-bodies";
import { dropChange, flushQueue, keepMine } from "./flush";
import type { QueuedChange, QueuedEdit, QueueStore, Send, WithLock } from "./types";

/** The queue in memory, as IndexedDB keeps it: ordered by seq, copies in and out. */
function memoryStore(): QueueStore & { rows: Map<number, QueuedChange> } {
  const rows = new Map<number, QueuedChange>();
  let next = 1;
  const copy = (change: QueuedChange) => structuredClone(change);
  return {
    rows,
    all: async () => [...rows.values()].sort((a, b) => a.seq! - b.seq!).map(copy),
    add: async (change) => {
      const seq = next++;
      rows.set(seq, { ...copy(change), seq });
    },
    put: async (change) => void rows.set(change.seq!, copy(change)),
    remove: async (seq) => void rows.delete(seq),
  };
}

/** A lock like navigator.locks.request: holders run one after another. */
function memoryLock(): WithLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

type Call = { method: string; path: string; headers: Record<string, string>; body: unknown };

/** A fake server: records calls, answers from `answer`, and lets a tick pass like a real request. */
function fakeServer(answer: (call: Call) => { status: number; body?: unknown; etag?: string | null }) {
  const calls: Call[] = [];
  const send: Send = async ({ method, path, headers = {}, body }) => {
    const call = { method, path, headers, body };
    calls.push(call);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const { status, body: out = null, etag = null } = answer(call);
    return { status, body: out, etag };
  };
  return { calls, send };
}

const create = (id: string, name: string): QueuedChange => ({
  kind: "create",
  id,
  createdAt: "2026-11-27T10:00:00Z",
  label: name,
  state: "pending",
  body: { name },
});

const edit = (entityId: string, body: Record<string, unknown>, etag = '"v1"'): QueuedEdit => ({
  kind: "edit",
  id: `edit-${entityId}-${JSON.stringify(body)}`,
  createdAt: "2026-11-27T10:00:00Z",
  label: entityId,
  state: "pending",
  entityId,
  method: "PATCH",
  body,
  etag,
  before: Object.fromEntries(Object.keys(body).map((key) => [key, 1])),
});

describe("flushQueue", () => {
  it("sends changes in the order they were made, creates with their Idempotency-Key, edits with their If-Match", async () => {
    const store = memoryStore();
    await store.add(create("key-a", "Drill"));
    await store.add(edit("e1", { quantity: 5 }, '"v7"'));
    await store.add(create("key-b", "Saw"));
    const server = fakeServer((call) =>
      call.method === "POST" ? { status: 201, body: { id: "new" } } : { status: 200, body: {}, etag: '"v8"' },
    );
    const result = await flushQueue(store, server.send, memoryLock());
    expect(result).toEqual({ sent: 3, offline: false });
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /entities",
      "PATCH /entities/e1",
      "POST /entities",
    ]);
    expect(server.calls[0]!.headers["Idempotency-Key"]).toBe("key-a");
    expect(server.calls[1]!.headers["If-Match"]).toBe('"v7"');
    expect(server.calls[2]!.headers["Idempotency-Key"]).toBe("key-b");
    expect(store.rows.size).toBe(0);
  });

  it("stops where the server cannot be reached and keeps the rest, in order, for the next flush", async () => {
    const store = memoryStore();
    await store.add(create("key-a", "A"));
    await store.add(create("key-b", "B"));
    let reachable = false;
    const server = fakeServer(() => (reachable ? { status: 201, body: { id: "x" } } : { status: 0 }));
    expect(await flushQueue(store, server.send, memoryLock())).toEqual({ sent: 0, offline: true });
    expect((await store.all()).map((change) => change.id)).toEqual(["key-a", "key-b"]);
    reachable = true;
    expect(await flushQueue(store, server.send, memoryLock())).toEqual({ sent: 2, offline: false });
    // The retried create carries the same key, so a create that did land is answered, not repeated.
    expect(server.calls.map((call) => call.headers["Idempotency-Key"])).toEqual(["key-a", "key-a", "key-b"]);
  });

  it("uploads a quick add's photo after the create, and does not create again when only the photo failed", async () => {
    const store = memoryStore();
    await store.add({
      ...create("key-p", "Camera"),
      photo: { blob: new Blob(["png"]), name: "p.png" },
    } as QueuedChange);
    let uploads = 0;
    const server = fakeServer((call) => {
      if (call.path === "/entities") return { status: 201, body: { id: "cam" } };
      uploads++;
      return uploads === 1 ? { status: 0 } : { status: 201, body: { id: "cam" } };
    });
    await flushQueue(store, server.send, memoryLock());
    expect((await store.all())[0]).toMatchObject({ createdId: "cam", state: "pending" });
    await flushQueue(store, server.send, memoryLock());
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /entities",
      "POST /entities/cam/attachments",
      "POST /entities/cam/attachments",
    ]);
    expect(server.calls[2]!.headers["Idempotency-Key"]).toBe("key-p-photo");
    expect(store.rows.size).toBe(0);
  });

  it("turns a 412 into a conflict with both sides and holds the item's later edits behind it", async () => {
    const store = memoryStore();
    await store.add(edit("e1", { quantity: 5 }));
    await store.add(edit("e1", { name: "Renamed" }));
    await store.add(edit("e2", { quantity: 2 }));
    const server = fakeServer((call) => {
      if (call.path === "/entities/e1" && call.method === "PATCH")
        return { status: 412, body: { error: "stale", code: "precondition_failed" } };
      if (call.method === "GET") return { status: 200, body: { quantity: 7, name: "Theirs" }, etag: '"v9"' };
      return { status: 200, body: {}, etag: '"v2"' };
    });
    expect(await flushQueue(store, server.send, memoryLock())).toEqual({ sent: 1, offline: false });
    const [first, second] = (await store.all()) as QueuedEdit[];
    expect(first).toMatchObject({
      state: "conflict",
      conflict: { etag: '"v9"', fields: [{ field: "quantity", before: 1, mine: 5, theirs: 7 }] },
    });
    // The second edit of e1 was not sent before the first is decided; e2's went through.
    expect(second).toMatchObject({ state: "pending", body: { name: "Renamed" } });
    expect(server.calls.filter((call) => call.method === "PATCH").map((call) => call.path)).toEqual([
      "/entities/e1",
      "/entities/e2",
    ]);
  });

  it("keep mine sends the edit again with the current ETag; keep theirs drops it unsent", async () => {
    const store = memoryStore();
    await store.add(edit("e1", { quantity: 5 }));
    await store.add(edit("e2", { quantity: 6 }));
    const server = fakeServer((call) =>
      call.method === "GET"
        ? { status: 200, body: { quantity: 9 }, etag: '"fresh"' }
        : call.headers["If-Match"] === '"fresh"'
          ? { status: 200, body: {}, etag: '"v3"' }
          : { status: 412, body: { error: "stale", code: "precondition_failed" } },
    );
    await flushQueue(store, server.send, memoryLock());
    const [mine, theirs] = (await store.all()) as QueuedEdit[];
    await keepMine(store, mine!);
    await dropChange(store, theirs!);
    server.calls.length = 0;
    expect(await flushQueue(store, server.send, memoryLock())).toEqual({ sent: 1, offline: false });
    expect(server.calls).toEqual([
      expect.objectContaining({ method: "PATCH", path: "/entities/e1", headers: { "If-Match": '"fresh"' } }),
    ]);
    expect(store.rows.size).toBe(0);
  });

  it("counts an edit the server already holds (its answer was lost) as done, not as a conflict", async () => {
    const store = memoryStore();
    await store.add(edit("e1", { quantity: 5 }));
    const server = fakeServer((call) =>
      call.method === "GET"
        ? { status: 200, body: { quantity: 5 }, etag: '"v2"' }
        : { status: 412, body: { error: "stale", code: "precondition_failed" } },
    );
    expect(await flushQueue(store, server.send, memoryLock())).toEqual({ sent: 1, offline: false });
    expect(store.rows.size).toBe(0);
  });

  it("sends a second edit of the same item on top of the version the first one made", async () => {
    const store = memoryStore();
    await store.add(edit("e1", { quantity: 5 }, '"v1"'));
    await store.add(edit("e1", { name: "B" }, '"v1"'));
    const server = fakeServer(() => ({ status: 200, body: {}, etag: '"v2"' }));
    await flushQueue(store, server.send, memoryLock());
    expect(server.calls.map((call) => call.headers["If-Match"])).toEqual(['"v1"', '"v2"']);
  });

  it("keeps a change pending when the session has ended (401): it waits for its person to sign in", async () => {
    const store = memoryStore();
    await store.add(edit("e1", { quantity: 4 }));
    await store.add(create("key-a", "A"));
    let signedIn = false;
    const server = fakeServer(() =>
      signedIn
        ? { status: 200, etag: '"v2"', body: {} }
        : { status: 401, body: { error: "no session", code: "unauthorized" } },
    );
    expect(await flushQueue(store, server.send, memoryLock())).toEqual({ sent: 0, offline: true });
    expect((await store.all()).map((change) => change.state)).toEqual(["pending", "pending"]);
    signedIn = true;
    expect((await flushQueue(store, server.send, memoryLock())).sent).toBeGreaterThan(0);
  });

  it("marks a refused change as failed and keeps it to be seen, never dropping it silently", async () => {
    const store = memoryStore();
    await store.add(edit("gone", { quantity: 1 }));
    const server = fakeServer(() => ({ status: 404, body: { error: "Not Found", code: "not_found" } }));
    await flushQueue(store, server.send, memoryLock());
    expect(await store.all()).toEqual([expect.objectContaining({ state: "failed", error: "Not Found" })]);
  });

  it("sends each change once when two tabs flush at the same time", async () => {
    const store = memoryStore();
    for (const name of ["A", "B", "C"]) await store.add(create(`key-${name}`, name));
    await store.add(edit("e1", { quantity: 3 }));
    const server = fakeServer((call) =>
      call.method === "POST" ? { status: 201, body: { id: "n" } } : { status: 200, body: {}, etag: '"v2"' },
    );
    const lock = memoryLock(); // one lock shared by both tabs, as navigator.locks is per origin
    const results = await Promise.all([
      flushQueue(store, server.send, lock),
      flushQueue(store, server.send, lock),
    ]);
    expect(results.map((result) => result.sent).sort()).toEqual([0, 4]);
    expect(server.calls).toHaveLength(4);
    expect(store.rows.size).toBe(0);
  });
});

describe("editFromBodies", () => {
  const loaded = { name: "Drill", quantity: 1, parentId: "", tagIds: [], fields: [] };

  it("queues only the changed keys as a PATCH, with their loaded values", () => {
    expect(editFromBodies(loaded, { ...loaded, quantity: 4, parentId: "shelf" })).toEqual({
      method: "PATCH",
      body: { quantity: 4, parentId: "shelf" },
      before: { quantity: 1, parentId: "" },
    });
  });

  it("queues the whole body as a PUT when custom fields changed, and nothing when nothing did", () => {
    const edited = { ...loaded, fields: [{ name: "Colour", textValue: "red" }] };
    expect(editFromBodies(loaded, edited)).toMatchObject({ method: "PUT", body: edited });
    expect(editFromBodies(loaded, { ...loaded })).toBeNull();
  });
});
