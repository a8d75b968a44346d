/**
 * The queue's code (browser-queue.ts), loaded on first need. Apart from queue-state.ts, which
 * browser-queue.ts imports, so the two do not import each other.
 */
export const loadQueue = () => import("./browser-queue");
