"use client";

import { useEffect, useState } from "react";

/** The value, once it has stopped changing for `delayMs` (typing → one request, not one per key). */
export function useDebounced<T>(value: T, delayMs = 150): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
