"use client";

import { createContext, createElement, useContext, type ReactNode } from "react";

/**
 * Whether the signed-in user may change the current group's records: false for a read-only
 * `viewer`. The signed-in layout provides it from the membership the server read
 * (lib/auth/can-write.ts); the API refuses a viewer's writes whatever the UI shows, so this only
 * spares them controls that would fail. Outside the provider (isolated component tests) it is true.
 */
const CanWriteContext = createContext(true);

export function CanWriteProvider({ canWrite, children }: { canWrite: boolean; children: ReactNode }) {
  return createElement(CanWriteContext.Provider, { value: canWrite }, children);
}

export function useCanWrite(): boolean {
  return useContext(CanWriteContext);
}

/** Renders its children only for a user who may write (a wrapper for write-only controls). */
export function WriteOnly({ children }: { children: ReactNode }) {
  return useCanWrite() ? children : null;
}
