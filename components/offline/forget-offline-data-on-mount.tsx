"use client";

import { useEffect } from "react";
import { forgetOfflineData } from "@/lib/offline/forget-offline-data";

/**
 * On the sign-in page nobody is signed in: whatever a session ended without "Sign out" (expired,
 * revoked) left for reading offline goes now.
 */
export function ForgetOfflineDataOnMount() {
  useEffect(() => {
    void forgetOfflineData();
  }, []);
  return null;
}
