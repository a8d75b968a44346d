import { afterEach, describe, expect, it } from "vitest";
import { queueRefusal, setQueueOwner } from "./queue-state";

describe("who may queue offline changes", () => {
  afterEach(() => setQueueOwner("reset", true));

  it("a member who may write may queue", () => {
    setQueueOwner("user-key", true);
    expect(queueRefusal()).toBeNull();
  });

  it("a read-only viewer may not: the server would refuse every queued write", () => {
    setQueueOwner("viewer-key", false);
    expect(queueRefusal()).toMatch(/viewer/);
  });
});
